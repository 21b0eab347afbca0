/**
 * @generated SignedSource<<9d9de472dfa7c765c6e7cea8deac3f32>>
 * @relayHash 9d21a80489fc0d523de7d3646590ac2f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9d21a80489fc0d523de7d3646590ac2f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9d21a80489fc0d523de7d3646590ac2f",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
