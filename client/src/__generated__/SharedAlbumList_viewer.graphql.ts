/**
 * @generated SignedSource<<3245579abb33a8209630d90494be099d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharedAlbumList_viewer$data = {
  readonly id: string;
  readonly photoLibrary: {
    readonly sharedAlbums: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"SharedAlbumCard_album">;
        };
      }>;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "SharedAlbumList_viewer";
};
export type SharedAlbumList_viewer$key = {
  readonly " $data"?: SharedAlbumList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedAlbumList_viewer">;
};

import SharedAlbumListPaginationQuery_graphql from './SharedAlbumListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "photoLibrary",
  "sharedAlbums"
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
      "defaultValue": 50,
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
      "operation": SharedAlbumListPaginationQuery_graphql
    }
  },
  "name": "SharedAlbumList_viewer",
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
          "alias": "sharedAlbums",
          "args": null,
          "concreteType": "SharedAlbumConnection",
          "kind": "LinkedField",
          "name": "__SharedAlbumList_sharedAlbums_connection",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SharedAlbumEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "SharedAlbum",
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
                      "name": "SharedAlbumCard_album"
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

(node as any).hash = "5873cf9fbb3dc8e49d5e967e32f37042";

export default node;
