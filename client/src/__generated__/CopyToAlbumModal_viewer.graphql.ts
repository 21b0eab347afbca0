/**
 * @generated SignedSource<<23a443f4905f4508d9f2149cce26baee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CopyToAlbumModal_viewer$data = {
  readonly photoLibrary: {
    readonly albums: {
      readonly __id: string;
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly coverPhoto: {
            readonly id: string;
            readonly thumbnail: {
              readonly url: string;
            };
          } | null | undefined;
          readonly id: string;
          readonly isShared: boolean;
          readonly name: string;
          readonly photosCount: number;
        };
      }>;
    };
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "CopyToAlbumModal_viewer";
};
export type CopyToAlbumModal_viewer$key = {
  readonly " $data"?: CopyToAlbumModal_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CopyToAlbumModal_viewer">;
};

import CopyToAlbumModalPaginationQuery_graphql from './CopyToAlbumModalPaginationQuery.graphql';

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
      "defaultValue": 49,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": CopyToAlbumModalPaginationQuery_graphql
    }
  },
  "name": "CopyToAlbumModal_viewer",
  "selections": [
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
          "alias": "albums",
          "args": null,
          "concreteType": "AlbumConnection",
          "kind": "LinkedField",
          "name": "__CopyToAlbumModal_albums_connection",
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
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "name",
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
                      "kind": "ScalarField",
                      "name": "photosCount",
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
                        (v1/*:: as any*/),
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

(node as any).hash = "be29e9702160b45e9a3ecb06792fc9d7";

export default node;
