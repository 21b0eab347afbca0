/**
 * @generated SignedSource<<3cfab692aafb827b5da7ecdf55b29148>>
 * @relayHash ba6d1f1d1874f784e842e87745b5778c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ba6d1f1d1874f784e842e87745b5778c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AllPhotosPageQuery } from './AllPhotosPageQuery.graphql';

const node: PreloadableConcreteRequest<AllPhotosPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ba6d1f1d1874f784e842e87745b5778c",
    "metadata": {},
    "name": "AllPhotosPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
