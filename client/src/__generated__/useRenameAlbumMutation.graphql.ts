/**
 * @generated SignedSource<<4e015f9e2b820e0d41931c3b26a70535>>
 * @relayHash d5493059ae53e2c0fc0945f255fa26ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d5493059ae53e2c0fc0945f255fa26ca

import { ConcreteRequest } from 'relay-runtime';
export type AlbumNameErrorCode = "INVALID" | "REQUIRED" | "%future added value";
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
    "id": "d5493059ae53e2c0fc0945f255fa26ca",
    "metadata": {},
    "name": "useRenameAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "48af18993fe583ae443ea7510a1434c7";

export default node;
