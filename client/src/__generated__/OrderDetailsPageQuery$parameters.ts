/**
 * @generated SignedSource<<66844fad9e538a4e89a1fee1040af836>>
 * @relayHash a5dd1128be793d97b815e6c56bf2fa6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5dd1128be793d97b815e6c56bf2fa6d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a5dd1128be793d97b815e6c56bf2fa6d",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
