/**
 * @generated SignedSource<<b4fcacb0073d28e9d4b39f4d798a80b6>>
 * @relayHash c52513064a33c03284495e804a0a41f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c52513064a33c03284495e804a0a41f3

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AllPhotosPageQuery } from './AllPhotosPageQuery.graphql';

const node: PreloadableConcreteRequest<AllPhotosPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c52513064a33c03284495e804a0a41f3",
    "metadata": {},
    "name": "AllPhotosPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
