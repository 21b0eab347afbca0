/**
 * @generated SignedSource<<0ebed3eaebece98aac7b401848e81e78>>
 * @relayHash 33794352eaab750fa52594c2475e85d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33794352eaab750fa52594c2475e85d9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumsPageQuery } from './AlbumsPageQuery.graphql';

const node: PreloadableConcreteRequest<AlbumsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "33794352eaab750fa52594c2475e85d9",
    "metadata": {},
    "name": "AlbumsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
