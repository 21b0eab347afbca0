/**
 * @generated SignedSource<<b0d5fd523dc8133f0af9adf39bd61937>>
 * @relayHash 68ee1ef3e07f17c74990a47116f88fba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68ee1ef3e07f17c74990a47116f88fba

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumsPageSharedQuery } from './AlbumsPageSharedQuery.graphql';

const node: PreloadableConcreteRequest<AlbumsPageSharedQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "68ee1ef3e07f17c74990a47116f88fba",
    "metadata": {},
    "name": "AlbumsPageSharedQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
