/**
 * @generated SignedSource<<8f9c5ec80d272857b3ae7c8b1752b84e>>
 * @relayHash 98bfeb7724948b982cdb5a57c2029016
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98bfeb7724948b982cdb5a57c2029016

import { ConcreteRequest } from 'relay-runtime';
export type DeleteAlbumInput = {
  albumId: string;
};
export type useDeleteAlbumMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeleteAlbumInput;
};
export type useDeleteAlbumMutation$data = {
  readonly deleteAlbum: {
    readonly deletedAlbumId: string | null | undefined;
    readonly photoLibrary: {
      readonly albumsCount: number;
      readonly photosCount: number;
    } | null | undefined;
  };
};
export type useDeleteAlbumMutation = {
  response: useDeleteAlbumMutation$data;
  variables: useDeleteAlbumMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedAlbumId",
  "storageKey": null
},
v4 = {
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteAlbumMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteAlbumPayload",
        "kind": "LinkedField",
        "name": "deleteAlbum",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeleteAlbumMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeleteAlbumPayload",
        "kind": "LinkedField",
        "name": "deleteAlbum",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
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
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "98bfeb7724948b982cdb5a57c2029016",
    "metadata": {},
    "name": "useDeleteAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "49bfbad7d927f1ce050a6ca124e0e608";

export default node;
