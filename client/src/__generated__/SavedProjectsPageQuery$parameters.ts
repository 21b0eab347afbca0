/**
 * @generated SignedSource<<e2fd64f56722e6c6e3cc65c07046f562>>
 * @relayHash 03e30bb64f491b1267c00b0ea1dba0e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03e30bb64f491b1267c00b0ea1dba0e4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SavedProjectsPageQuery } from './SavedProjectsPageQuery.graphql';

const node: PreloadableConcreteRequest<SavedProjectsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "03e30bb64f491b1267c00b0ea1dba0e4",
    "metadata": {},
    "name": "SavedProjectsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
