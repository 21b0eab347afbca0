/**
 * @generated SignedSource<<732c05f719a5bd86d833d8b1484a8c74>>
 * @relayHash 2c5cf48e6c03d2766f56d1572e5298f6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c5cf48e6c03d2766f56d1572e5298f6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OverviewPageQuery } from './OverviewPageQuery.graphql';

const node: PreloadableConcreteRequest<OverviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "2c5cf48e6c03d2766f56d1572e5298f6",
    "metadata": {},
    "name": "OverviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
