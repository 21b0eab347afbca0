/**
 * @generated SignedSource<<3dfb9143553a8e2b5da90c75ef15b02c>>
 * @relayHash 3cbd8c1dd6260b544d5a7a74446bc5fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cbd8c1dd6260b544d5a7a74446bc5fb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AllPhotosPageQuery } from './AllPhotosPageQuery.graphql';

const node: PreloadableConcreteRequest<AllPhotosPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "3cbd8c1dd6260b544d5a7a74446bc5fb",
    "metadata": {},
    "name": "AllPhotosPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
