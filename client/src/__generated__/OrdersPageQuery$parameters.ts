/**
 * @generated SignedSource<<0edd660e2047472fdf5e8d45c5cac197>>
 * @relayHash 203df95fc724acc97bcf267b5db09698
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 203df95fc724acc97bcf267b5db09698

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrdersPageQuery } from './OrdersPageQuery.graphql';

const node: PreloadableConcreteRequest<OrdersPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "203df95fc724acc97bcf267b5db09698",
    "metadata": {},
    "name": "OrdersPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
