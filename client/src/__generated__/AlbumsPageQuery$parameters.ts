/**
 * @generated SignedSource<<4cd7753beba4a7a53ba13acccf71a67a>>
 * @relayHash 83437237afbcbfb74af370792cddd866
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83437237afbcbfb74af370792cddd866

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumsPageQuery } from './AlbumsPageQuery.graphql';

const node: PreloadableConcreteRequest<AlbumsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "83437237afbcbfb74af370792cddd866",
    "metadata": {},
    "name": "AlbumsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
