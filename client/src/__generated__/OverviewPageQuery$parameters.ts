/**
 * @generated SignedSource<<3f13dc077dad6ac338dfc674ce0258b4>>
 * @relayHash 0522ac36d298305dcec20567de14894b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0522ac36d298305dcec20567de14894b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OverviewPageQuery } from './OverviewPageQuery.graphql';

const node: PreloadableConcreteRequest<OverviewPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0522ac36d298305dcec20567de14894b",
    "metadata": {},
    "name": "OverviewPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
