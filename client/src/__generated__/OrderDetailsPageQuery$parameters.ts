/**
 * @generated SignedSource<<fcc88c04a9447f42a7f38da29195b844>>
 * @relayHash 09364f2580aca2b92689a6f22c922843
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09364f2580aca2b92689a6f22c922843

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OrderDetailsPageQuery } from './OrderDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<OrderDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "09364f2580aca2b92689a6f22c922843",
    "metadata": {},
    "name": "OrderDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
