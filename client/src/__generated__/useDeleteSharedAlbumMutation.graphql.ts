/**
 * @generated SignedSource<<965a02d06810892c8fd7c6b64188ee2f>>
 * @relayHash 285b74c0afb668e051d111bdd3deba10
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 285b74c0afb668e051d111bdd3deba10

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type DeleteSharedAlbumInput = {
  sharedAlbumId: string;
};
export type useDeleteSharedAlbumMutation$variables = {
  albumConnections: ReadonlyArray<string>;
  input: DeleteSharedAlbumInput;
  sharedAlbumConnections: ReadonlyArray<string>;
};
export type useDeleteSharedAlbumMutation$data = {
  readonly deleteSharedAlbum: {
    readonly deletedAlbumId: string | null | undefined;
    readonly deletedSharedAlbumId: string | null | undefined;
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly photoLibrary: {
      readonly albumsCount: number;
      readonly id: string;
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
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "albumConnections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sharedAlbumConnections"
},
v3 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedSharedAlbumId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedAlbumId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "MutationError",
  "kind": "LinkedField",
  "name": "error",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
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
      "name": "id",
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteSharedAlbumMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "DeleteSharedAlbumPayload",
        "kind": "LinkedField",
        "name": "deleteSharedAlbum",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteSharedAlbumMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "DeleteSharedAlbumPayload",
        "kind": "LinkedField",
        "name": "deleteSharedAlbum",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedSharedAlbumId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "sharedAlbumConnections"
              }
            ]
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedAlbumId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "albumConnections"
              }
            ]
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "285b74c0afb668e051d111bdd3deba10",
    "metadata": {},
    "name": "useDeleteSharedAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f59e358958a867a260cea8df579cec8c";

export default node;
