/**
 * @generated SignedSource<<ffb299e901631b674a51414232a437b3>>
 * @relayHash 022098a430061e9702b8a3c283b2313f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 022098a430061e9702b8a3c283b2313f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersPageQuery } from './OrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<OrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "022098a430061e9702b8a3c283b2313f",
    "metadata": {},
    "name": "OrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
