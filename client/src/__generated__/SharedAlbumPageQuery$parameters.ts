/**
 * @generated SignedSource<<bfdf5edc69e2774817ced81b95df1b7b>>
 * @relayHash 1c3a2ce947f1ea28d52a47fbd600c60f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c3a2ce947f1ea28d52a47fbd600c60f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SharedAlbumPageQuery } from './SharedAlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<SharedAlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1c3a2ce947f1ea28d52a47fbd600c60f",
    "metadata": {},
    "name": "SharedAlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
