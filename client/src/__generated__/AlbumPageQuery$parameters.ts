/**
 * @generated SignedSource<<c4ede2c28fc16907477ea8bf1fb9692d>>
 * @relayHash 4fd96004d47c1a8a01feb63b88c7e97d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4fd96004d47c1a8a01feb63b88c7e97d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AlbumPageQuery } from './AlbumPageQuery.graphql';

const node: PreloadableConcreteRequest<AlbumPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4fd96004d47c1a8a01feb63b88c7e97d",
    "metadata": {},
    "name": "AlbumPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
