/**
 * @generated SignedSource<<10b22c0019f6d6d8541c4c35272c649d>>
 * @relayHash 25b3eb8e476a396f545959826f9fce47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 25b3eb8e476a396f545959826f9fce47

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "25b3eb8e476a396f545959826f9fce47",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
