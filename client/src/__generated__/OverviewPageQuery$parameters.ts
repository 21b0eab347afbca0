/**
 * @generated SignedSource<<c32fda1326cbd0e4e183d1781c9940cb>>
 * @relayHash 4974dc20ed11e4852f431b978f26cbde
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4974dc20ed11e4852f431b978f26cbde

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OverviewPageQuery } from './OverviewPageQuery.graphql';

const node: PreloadableConcreteRequest<OverviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4974dc20ed11e4852f431b978f26cbde",
    "metadata": {},
    "name": "OverviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
