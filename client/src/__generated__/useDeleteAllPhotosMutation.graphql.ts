/**
 * @generated SignedSource<<a5f730605b28ff35b6651c1e167a75df>>
 * @relayHash f5f65d435c0fa45043fdd1d115422ad8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f5f65d435c0fa45043fdd1d115422ad8

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
      readonly id: string;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
          (v1/*:: as any*/),
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
              (v1/*:: as any*/),
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
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteAllPhotosMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f5f65d435c0fa45043fdd1d115422ad8",
    "metadata": {},
    "name": "useDeleteAllPhotosMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f3e3e8c35d346baa0b9de8e3c11939be";

export default node;
