/**
 * @generated SignedSource<<b082deb47359a5423420ae2d680fe2b0>>
 * @relayHash 3dab4389522f123de729bc105e61c49a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3dab4389522f123de729bc105e61c49a

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumPhotosQuery } from './AlbumPhotosQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPhotosQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3dab4389522f123de729bc105e61c49a",
    "metadata": {},
    "name": "AlbumPhotosQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
