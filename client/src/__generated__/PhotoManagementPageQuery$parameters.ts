/**
 * @generated SignedSource<<054db54bb38c9f0e69a47a58f91965a1>>
 * @relayHash 93bfefb07d0ff46cc2d0ffaf56fd29ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93bfefb07d0ff46cc2d0ffaf56fd29ff

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PhotoManagementPageQuery } from './PhotoManagementPageQuery.graphql';

const node: PreloadableConcreteRequest<PhotoManagementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "93bfefb07d0ff46cc2d0ffaf56fd29ff",
    "metadata": {},
    "name": "PhotoManagementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
