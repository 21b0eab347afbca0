/**
 * @generated SignedSource<<f9c3018c850a350a62f3412e0bf06059>>
 * @relayHash e65f027aae30733e91cc610b472fc4e0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e65f027aae30733e91cc610b472fc4e0

import { ConcreteRequest } from 'relay-runtime';
export type PhotoLibraryStatus = "ACTIVE" | "DELETING" | "IMPORTING" | "NOT_ACTIVE" | "%future added value";
export type DeleteAllPhotosInput = {
  confirmation: string;
};
export type useDeleteAllPhotosMutation$variables = {
  input: DeleteAllPhotosInput;
};
export type useDeleteAllPhotosMutation$data = {
  readonly deleteAllPhotos: {
    readonly deletedCount: number;
    readonly photoLibrary: {
      readonly albumsCount: number;
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
export type useDeleteAllPhotosMutation = {
  response: useDeleteAllPhotosMutation$data;
  variables: useDeleteAllPhotosMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DeleteAllPhotosPayload",
    "kind": "LinkedField",
    "name": "deleteAllPhotos",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PhotoLibrary",
        "kind": "LinkedField",
        "name": "photoLibrary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "photosCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "albumsCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TimelineMonth",
            "kind": "LinkedField",
            "name": "months",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteAllPhotosMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteAllPhotosMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e65f027aae30733e91cc610b472fc4e0",
    "metadata": {},
    "name": "useDeleteAllPhotosMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6ac6c04a3d0d515c0d13b8e586ba673d";

export default node;
