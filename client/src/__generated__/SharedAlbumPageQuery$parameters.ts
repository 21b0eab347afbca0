/**
 * @generated SignedSource<<e5e371f93487e95e980c3d659440d329>>
 * @relayHash eeaa57420970866078959442c02e3101
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eeaa57420970866078959442c02e3101

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SharedAlbumPageQuery } from './SharedAlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<SharedAlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "eeaa57420970866078959442c02e3101",
    "metadata": {},
    "name": "SharedAlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
