/**
 * @generated SignedSource<<ecc8bb2bf5adc05d317e0c71dc307040>>
 * @relayHash 768c1770c316f885559bb3ea743d4a09
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 768c1770c316f885559bb3ea743d4a09

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSharedAlbumInput = {
  sharedAlbumId: string;
};
export type useDeleteSharedAlbumMutation$variables = {
  input: DeleteSharedAlbumInput;
};
export type useDeleteSharedAlbumMutation$data = {
  readonly deleteSharedAlbum: {
    readonly deletedSharedAlbumId: string | null | undefined;
    readonly photoLibrary: {
      readonly albumsCount: number;
      readonly photosCount: number;
      readonly sharedAlbumsSummary: {
        readonly grantedAlbumsCount: number;
        readonly readAlbumsCount: number;
      } | null | undefined;
    } | null | undefined;
  };
};
export type useDeleteSharedAlbumMutation = {
  response: useDeleteSharedAlbumMutation$data;
  variables: useDeleteSharedAlbumMutation$variables;
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
    "concreteType": "DeleteSharedAlbumPayload",
    "kind": "LinkedField",
    "name": "deleteSharedAlbum",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedSharedAlbumId",
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
            "concreteType": "SharedAlbumsSummary",
            "kind": "LinkedField",
            "name": "sharedAlbumsSummary",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "readAlbumsCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "grantedAlbumsCount",
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
    "name": "useDeleteSharedAlbumMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteSharedAlbumMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "768c1770c316f885559bb3ea743d4a09",
    "metadata": {},
    "name": "useDeleteSharedAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b4059e00c7b9b9e691e31025a8710a15";

export default node;
