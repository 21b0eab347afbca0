/**
 * @generated SignedSource<<84f9e1a0ddc35930660d26417c0e6b0f>>
 * @relayHash 52cfeecaae5b57648779110f9794c76f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52cfeecaae5b57648779110f9794c76f

import { ConcreteRequest } from 'relay-runtime';
export type AlbumNameErrorCode = "INVALID" | "REQUIRED" | "%future added value";
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type RenameAlbumInput = {
  albumId: string;
  name: string;
};
export type useRenameAlbumMutation$variables = {
  input: RenameAlbumInput;
};
export type useRenameAlbumMutation$data = {
  readonly renameAlbum: {
    readonly album: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly nameError: {
      readonly code: AlbumNameErrorCode;
    } | null | undefined;
  };
};
export type useRenameAlbumMutation = {
  response: useRenameAlbumMutation$data;
  variables: useRenameAlbumMutation$variables;
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
    "concreteType": "RenameAlbumPayload",
    "kind": "LinkedField",
    "name": "renameAlbum",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Album",
        "kind": "LinkedField",
        "name": "album",
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
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "AlbumNameError",
        "kind": "LinkedField",
        "name": "nameError",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
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
    "name": "useRenameAlbumMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRenameAlbumMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "52cfeecaae5b57648779110f9794c76f",
    "metadata": {},
    "name": "useRenameAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a971124f6ce8916723a53cc294894e4f";

export default node;
