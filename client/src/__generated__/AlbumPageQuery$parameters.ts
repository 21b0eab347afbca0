/**
 * @generated SignedSource<<3b629aa9df8c02f8bbab30806ad310c8>>
 * @relayHash 46cb9bcf3d3684fd896281c2cc538708
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46cb9bcf3d3684fd896281c2cc538708

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumPageQuery } from './AlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "46cb9bcf3d3684fd896281c2cc538708",
    "metadata": {},
    "name": "AlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
