/**
 * @generated SignedSource<<2ca652f036ae008023ef3ce54c5741b1>>
 * @relayHash 39346bad3f33ac1a5fcc53a52e3dd1b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 39346bad3f33ac1a5fcc53a52e3dd1b6

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PhotoBookPageQuery } from './PhotoBookPageQuery.graphql';

const node: PreloadableConcreteRequest<PhotoBookPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "39346bad3f33ac1a5fcc53a52e3dd1b6",
    "metadata": {},
    "name": "PhotoBookPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
