/**
 * @generated SignedSource<<dc3b1cdf4036cf6974f215ee2d9d1db4>>
 * @relayHash 2fa1018a78d12b0148137df3814e8b42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fa1018a78d12b0148137df3814e8b42

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
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
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
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
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
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
    "id": "2fa1018a78d12b0148137df3814e8b42",
    "metadata": {},
    "name": "useDeleteAllPhotosMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8f68e477f0a42f4540fe76e47c45c007";

export default node;
