/**
 * @generated SignedSource<<cc528022e53897ab07f012d6aa489523>>
 * @relayHash d0ce3ac7460c55b86806c804ad9ffa03
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0ce3ac7460c55b86806c804ad9ffa03

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SavedProjectsPageQuery } from './SavedProjectsPageQuery.graphql';

const node: PreloadableConcreteRequest<SavedProjectsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d0ce3ac7460c55b86806c804ad9ffa03",
    "metadata": {},
    "name": "SavedProjectsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
