/**
 * @generated SignedSource<<2064d35000267a703b14632248dbcdd1>>
 * @relayHash b8f5a9f25cec59ecc7a66ab63bc1561f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b8f5a9f25cec59ecc7a66ab63bc1561f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SharedAlbumPageQuery } from './SharedAlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<SharedAlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "b8f5a9f25cec59ecc7a66ab63bc1561f",
    "metadata": {},
    "name": "SharedAlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
