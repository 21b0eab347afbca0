/**
 * @generated SignedSource<<568bed781b06d39995f2fe0c448977d6>>
 * @relayHash 0878c19e549dc7c7a44aea76c3e8037e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0878c19e549dc7c7a44aea76c3e8037e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type CreateAlbumInput = {
  name: string;
};
export type useCreateAlbumMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateAlbumInput;
};
export type useCreateAlbumMutation$data = {
  readonly createAlbum: {
    readonly album: {
      readonly id: string;
      readonly name: string;
    } | null | undefined;
    readonly albumEdge: {
      readonly cursor: string;
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"AlbumCard_album">;
      };
    } | null | undefined;
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly photoLibrary: {
      readonly albumsCount: number;
      readonly id: string;
    } | null | undefined;
  };
};
export type useCreateAlbumMutation = {
  response: useCreateAlbumMutation$data;
  variables: useCreateAlbumMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Album",
  "kind": "LinkedField",
  "name": "album",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "PhotoLibrary",
  "kind": "LinkedField",
  "name": "photoLibrary",
  "plural": false,
  "selections": [
    (v3/*:: as any*/),
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
    "name": "useCreateAlbumMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateAlbumPayload",
        "kind": "LinkedField",
        "name": "createAlbum",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AlbumEdge",
            "kind": "LinkedField",
            "name": "albumEdge",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Album",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AlbumCard_album"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
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
    "name": "useCreateAlbumMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateAlbumPayload",
        "kind": "LinkedField",
        "name": "createAlbum",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AlbumEdge",
            "kind": "LinkedField",
            "name": "albumEdge",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Album",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                    "name": "created",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isShared",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SharedAlbum",
                    "kind": "LinkedField",
                    "name": "sharedAlbum",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Photo",
                    "kind": "LinkedField",
                    "name": "coverPhoto",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": [
                          {
                            "kind": "Literal",
                            "name": "size",
                            "value": "S300"
                          }
                        ],
                        "concreteType": "Thumbnail",
                        "kind": "LinkedField",
                        "name": "thumbnail",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "url",
                            "storageKey": null
                          }
                        ],
                        "storageKey": "thumbnail(size:\"S300\")"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "prependEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "albumEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0878c19e549dc7c7a44aea76c3e8037e",
    "metadata": {},
    "name": "useCreateAlbumMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fecb7fb6e66831e8d637e107a4556daa";

export default node;
