/**
 * @generated SignedSource<<a78a7946b86b88341afb964b502193ee>>
 * @relayHash 5e0fc037085c024049ffc6af316b2e1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e0fc037085c024049ffc6af316b2e1f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { FtpIntegrationPageQuery } from './FtpIntegrationPageQuery.graphql';

const node: PreloadableConcreteRequest<FtpIntegrationPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5e0fc037085c024049ffc6af316b2e1f",
    "metadata": {},
    "name": "FtpIntegrationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
