/**
 * @generated SignedSource<<7790a08000e726d53e55057f0b7f2626>>
 * @relayHash 8cc2e59bf7ed0c895af758fa0a64c5ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cc2e59bf7ed0c895af758fa0a64c5ba

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumPagePhotosQuery } from './AlbumPagePhotosQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPagePhotosQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "8cc2e59bf7ed0c895af758fa0a64c5ba",
    "metadata": {},
    "name": "AlbumPagePhotosQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
