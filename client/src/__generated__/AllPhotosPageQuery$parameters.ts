/**
 * @generated SignedSource<<e4c94a9c6db36f0e139d02bc085a0901>>
 * @relayHash 0d7e0fcbb9279cb5c457a07a91b600c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d7e0fcbb9279cb5c457a07a91b600c3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AllPhotosPageQuery } from './AllPhotosPageQuery.graphql';

const node: PreloadableConcreteRequest<AllPhotosPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0d7e0fcbb9279cb5c457a07a91b600c3",
    "metadata": {},
    "name": "AllPhotosPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
