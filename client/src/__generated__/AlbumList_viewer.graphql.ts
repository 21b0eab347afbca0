/**
 * @generated SignedSource<<367ea98b5f44c735589cfac8f1774816>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlbumList_viewer$data = {
  readonly id: string;
  readonly photoLibrary: {
    readonly albums: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"AlbumCard_album">;
        };
      }>;
    };
  } | null | undefined;
  readonly " $fragmentType": "AlbumList_viewer";
};
export type AlbumList_viewer$key = {
  readonly " $data"?: AlbumList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlbumList_viewer">;
};

import AlbumListPaginationQuery_graphql from './AlbumListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "photoLibrary",
  "albums"
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 49,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": "S300",
      "kind": "LocalArgument",
      "name": "size"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "first",
        "cursor": "after",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "first",
          "cursor": "after"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": AlbumListPaginationQuery_graphql
    }
  },
  "name": "AlbumList_viewer",
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PhotoLibrary",
      "kind": "LinkedField",
      "name": "photoLibrary",
      "plural": false,
      "selections": [
        {
          "alias": "albums",
          "args": null,
          "concreteType": "AlbumConnection",
          "kind": "LinkedField",
          "name": "__AlbumList_albums_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AlbumEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Album",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    {
                      "args": [
                        {
                          "kind": "Variable",
                          "name": "size",
                          "variableName": "size"
                        }
                      ],
                      "kind": "FragmentSpread",
                      "name": "AlbumCard_album"
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "__typename",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "cursor",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "PageInfo",
              "kind": "LinkedField",
              "name": "pageInfo",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "endCursor",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "hasNextPage",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "kind": "ClientExtension",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__id",
                  "storageKey": null
                }
              ]
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "d62b4fdc2a43b9015f03282473a91c06";

export default node;
