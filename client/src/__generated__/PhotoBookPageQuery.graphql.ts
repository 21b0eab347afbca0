/**
 * @generated SignedSource<<b287317a628ac330dcc43fd1f1fb3e30>>
 * @relayHash 265c6a70902d68a47be6d134dfb28585
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 265c6a70902d68a47be6d134dfb28585

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoBookPageQuery$variables = {
  channel: string;
  productCode: string;
};
export type PhotoBookPageQuery$data = {
  readonly viewer: {
    readonly onlinePhotoBook: {
      readonly " $fragmentSpreads": FragmentRefs<"PhotoBookGallery_photoBook" | "PhotoBookShare_photoBook" | "PhotoBookSummary_photoBook">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PhotoBookGallery_viewer">;
  };
};
export type PhotoBookPageQuery = {
  response: PhotoBookPageQuery$data;
  variables: PhotoBookPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "channel"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "productCode"
},
v2 = [
  {
    "kind": "Variable",
    "name": "productCode",
    "variableName": "productCode"
  }
],
v3 = [
  {
    "kind": "Variable",
    "name": "channel",
    "variableName": "channel"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "code",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PhotoBookPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "OnlinePhotoBook",
            "kind": "LinkedField",
            "name": "onlinePhotoBook",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PhotoBookSummary_photoBook"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PhotoBookShare_photoBook"
              },
              {
                "args": (v3/*:: as any*/),
                "kind": "FragmentSpread",
                "name": "PhotoBookGallery_photoBook"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PhotoBookGallery_viewer"
          }
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
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PhotoBookPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v2/*:: as any*/),
            "concreteType": "OnlinePhotoBook",
            "kind": "LinkedField",
            "name": "onlinePhotoBook",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderCode",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderProduct",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OnlineVersion",
                    "kind": "LinkedField",
                    "name": "onlineVersion",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "url",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "shareCount",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isBlocked",
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
                "args": (v3/*:: as any*/),
                "concreteType": "GalleryEntry",
                "kind": "LinkedField",
                "name": "galleryEntry",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GalleryCategory",
                    "kind": "LinkedField",
                    "name": "categories",
                    "plural": true,
                    "selections": (v5/*:: as any*/),
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
            "concreteType": "GalleryCategory",
            "kind": "LinkedField",
            "name": "galleryCategories",
            "plural": true,
            "selections": (v5/*:: as any*/),
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "265c6a70902d68a47be6d134dfb28585",
    "metadata": {},
    "name": "PhotoBookPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "06b58ac2705cd88fbe863d7bb5d1ed41";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
