/**
 * @generated SignedSource<<d30d05fca636764c7aab32f18647b497>>
 * @relayHash 1a375a9acbae956ed0a426cd3fc70283
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1a375a9acbae956ed0a426cd3fc70283

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SharedAlbumPageQuery } from './SharedAlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<SharedAlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "1a375a9acbae956ed0a426cd3fc70283",
    "metadata": {},
    "name": "SharedAlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
