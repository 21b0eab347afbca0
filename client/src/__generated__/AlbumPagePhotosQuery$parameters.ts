/**
 * @generated SignedSource<<abc59e1ae3a50f2125db5a79fbb38645>>
 * @relayHash 59c5eecd8ae852592a1fe65569068a19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 59c5eecd8ae852592a1fe65569068a19

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumPagePhotosQuery } from './AlbumPagePhotosQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPagePhotosQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "59c5eecd8ae852592a1fe65569068a19",
    "metadata": {},
    "name": "AlbumPagePhotosQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
