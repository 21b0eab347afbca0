/**
 * @generated SignedSource<<bb3fd6937642df7a7a094a1063c5fe8b>>
 * @relayHash 6fd3ab93fee1cfd1a46760dd0d701101
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6fd3ab93fee1cfd1a46760dd0d701101

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "6fd3ab93fee1cfd1a46760dd0d701101",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
