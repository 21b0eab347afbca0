/**
 * @generated SignedSource<<bd244a137f1a0ef51d56fcf4a9cb57f8>>
 * @relayHash f776ae029d553eb31e887fd66b11db79
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f776ae029d553eb31e887fd66b11db79

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumPagePhotosQuery } from './AlbumPagePhotosQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPagePhotosQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "f776ae029d553eb31e887fd66b11db79",
    "metadata": {},
    "name": "AlbumPagePhotosQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
