/**
 * @generated SignedSource<<f8190d0738d2e34e2dd7dc8f3b708546>>
 * @relayHash 0d4d82c8f15f267687409248f260df1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d4d82c8f15f267687409248f260df1b

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumsPageSharedQuery } from './AlbumsPageSharedQuery.graphql';

const node: PreloadableConcreteRequest<AlbumsPageSharedQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0d4d82c8f15f267687409248f260df1b",
    "metadata": {},
    "name": "AlbumsPageSharedQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
