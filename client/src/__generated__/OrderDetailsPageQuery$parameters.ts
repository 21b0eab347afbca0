/**
 * @generated SignedSource<<3f576eaba95468b6df5bc1e468384d63>>
 * @relayHash 8aaf3e37cc991ad08e14a769c189b50d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8aaf3e37cc991ad08e14a769c189b50d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8aaf3e37cc991ad08e14a769c189b50d",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
