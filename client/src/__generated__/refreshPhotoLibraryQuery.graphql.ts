/**
 * @generated SignedSource<<81e8d759ebc0d1c574b997c612849674>>
 * @relayHash dcb9fe4a9b0900cdf125a66001b45ee6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dcb9fe4a9b0900cdf125a66001b45ee6

import { ConcreteRequest } from 'relay-runtime';
export type PhotoLibraryStatus = "ACTIVE" | "DELETING" | "IMPORTING" | "NOT_ACTIVE" | "%future added value";
export type refreshPhotoLibraryQuery$variables = Record<PropertyKey, never>;
export type refreshPhotoLibraryQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly photoLibrary: {
      readonly albumsCount: number;
      readonly importStarted: boolean;
      readonly months: ReadonlyArray<{
        readonly count: number;
        readonly id: string;
        readonly isUnknownDate: boolean;
        readonly month: number;
        readonly year: number;
      }>;
      readonly photosCount: number;
      readonly status: PhotoLibraryStatus;
    } | null | undefined;
  };
};
export type refreshPhotoLibraryQuery = {
  response: refreshPhotoLibraryQuery$data;
  variables: refreshPhotoLibraryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "importStarted",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photosCount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "albumsCount",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "TimelineMonth",
  "kind": "LinkedField",
  "name": "months",
  "plural": true,
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "month",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isUnknownDate",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshPhotoLibraryQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PhotoLibrary",
            "kind": "LinkedField",
            "name": "photoLibrary",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshPhotoLibraryQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PhotoLibrary",
            "kind": "LinkedField",
            "name": "photoLibrary",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "dcb9fe4a9b0900cdf125a66001b45ee6",
    "metadata": {},
    "name": "refreshPhotoLibraryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6dd9f5974941eb1de3c3dc8aee78091a";

export default node;
