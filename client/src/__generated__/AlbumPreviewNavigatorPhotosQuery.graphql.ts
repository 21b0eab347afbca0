/**
 * @generated SignedSource<<4df412e05e71f97b987ccc2f92e829c0>>
 * @relayHash b7ba6e20bced787a329a9508b35e81c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7ba6e20bced787a329a9508b35e81c8

import { ConcreteRequest } from 'relay-runtime';
export type AlbumPhotoSortKey = "CREATED" | "DATE_TAKEN" | "%future added value";
export type SortOrder = "ASC" | "DESC" | "%future added value";
export type AlbumPhotoSort = {
  key?: AlbumPhotoSortKey;
  order?: SortOrder;
};
export type AlbumPreviewNavigatorPhotosQuery$variables = {
  after?: string | null | undefined;
  albumId: string;
  first: number;
  sort?: AlbumPhotoSort | null | undefined;
};
export type AlbumPreviewNavigatorPhotosQuery$data = {
  readonly node: {
    readonly __typename: "Album";
    readonly photos: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly dateTaken: any | null | undefined;
          readonly id: string;
          readonly localFileName: string;
          readonly thumbnail: {
            readonly height: number;
            readonly url: string;
            readonly width: number;
          };
          readonly untouchedUrl: string;
          readonly url: string;
        };
      }>;
      readonly pageInfo: {
        readonly endCursor: string | null | undefined;
        readonly hasNextPage: boolean;
      };
    };
  } | {
    readonly __typename: "SharedAlbum";
    readonly photos: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly dateTaken: any | null | undefined;
          readonly id: string;
          readonly localFileName: string;
          readonly thumbnail: {
            readonly height: number;
            readonly url: string;
            readonly width: number;
          };
          readonly untouchedUrl: string;
          readonly url: string;
        };
      }>;
      readonly pageInfo: {
        readonly endCursor: string | null | undefined;
        readonly hasNextPage: boolean;
      };
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type AlbumPreviewNavigatorPhotosQuery = {
  response: AlbumPreviewNavigatorPhotosQuery$data;
  variables: AlbumPreviewNavigatorPhotosQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "albumId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sort"
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "albumId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "after",
        "variableName": "after"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "sort",
        "variableName": "sort"
      }
    ],
    "concreteType": "PhotoConnection",
    "kind": "LinkedField",
    "name": "photos",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PhotoEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Photo",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "localFileName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateTaken",
                "storageKey": null
              },
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "untouchedUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "size",
                    "value": "S1300"
                  }
                ],
                "concreteType": "Thumbnail",
                "kind": "LinkedField",
                "name": "thumbnail",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "width",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "height",
                    "storageKey": null
                  }
                ],
                "storageKey": "thumbnail(size:\"S1300\")"
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
        "concreteType": "PageInfo",
        "kind": "LinkedField",
        "name": "pageInfo",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasNextPage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "endCursor",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v9 = {
  "kind": "InlineFragment",
  "selections": (v8/*:: as any*/),
  "type": "Album",
  "abstractKey": null
},
v10 = {
  "kind": "InlineFragment",
  "selections": (v8/*:: as any*/),
  "type": "SharedAlbum",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AlbumPreviewNavigatorPhotosQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AlbumPreviewNavigatorPhotosQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b7ba6e20bced787a329a9508b35e81c8",
    "metadata": {},
    "name": "AlbumPreviewNavigatorPhotosQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2749a5addb9f991df4626ac44a56412e";

export default node;
