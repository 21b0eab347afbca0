/**
 * @generated SignedSource<<ef119a2911ad8860165973cd4150276b>>
 * @relayHash 4d0b8a8bd2cb337590f22302bd99ff51
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d0b8a8bd2cb337590f22302bd99ff51

import { ConcreteRequest } from 'relay-runtime';
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
    "id": "4d0b8a8bd2cb337590f22302bd99ff51",
    "metadata": {},
    "name": "useRenameAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2448b2e34e4681d5afd603cb8595d763";

export default node;
