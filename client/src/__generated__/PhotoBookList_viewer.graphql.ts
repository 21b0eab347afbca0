/**
 * @generated SignedSource<<cf3d755d0b4bd72d727a52e1dd0d6269>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoBookList_viewer$data = {
  readonly onlinePhotoBooks: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PhotoBookCard_photoBook">;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "PhotoBookList_viewer";
};
export type PhotoBookList_viewer$key = {
  readonly " $data"?: PhotoBookList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoBookList_viewer">;
};

import PhotoBookListPaginationQuery_graphql from './PhotoBookListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "onlinePhotoBooks"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "after"
    },
    {
      "defaultValue": 10,
      "kind": "LocalArgument",
      "name": "first"
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
      "operation": PhotoBookListPaginationQuery_graphql
    }
  },
  "name": "PhotoBookList_viewer",
  "selections": [
    {
      "alias": "onlinePhotoBooks",
      "args": null,
      "concreteType": "OnlinePhotoBookConnection",
      "kind": "LinkedField",
      "name": "__PhotoBookList_onlinePhotoBooks_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OnlinePhotoBookEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "OnlinePhotoBook",
              "kind": "LinkedField",
              "name": "node",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PhotoBookCard_photoBook"
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
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "364ae4561338a63baebe605b150f2642";

export default node;
