/**
 * @generated SignedSource<<9957fc6d86296e2a1c0ff7b6abb7f7d8>>
 * @relayHash 265c6a70902d68a47be6d134dfb28585
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 265c6a70902d68a47be6d134dfb28585

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PhotoBookPageQuery } from './PhotoBookPageQuery.graphql';

const node: PreloadableConcreteRequest<PhotoBookPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "265c6a70902d68a47be6d134dfb28585",
    "metadata": {},
    "name": "PhotoBookPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
