/**
 * @generated SignedSource<<1c34440b5a713a3daccf2ac3a2389191>>
 * @relayHash 3e11f8336cbd5dc64aaa4002920f308d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e11f8336cbd5dc64aaa4002920f308d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersPageQuery } from './OrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<OrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3e11f8336cbd5dc64aaa4002920f308d",
    "metadata": {},
    "name": "OrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
