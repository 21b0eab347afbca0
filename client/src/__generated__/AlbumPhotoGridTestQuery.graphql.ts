/**
 * @generated SignedSource<<38c8087c3277781d6459dbdbb99538d2>>
 * @relayHash 1cbe8cbf028028f382b264b588e22102
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1cbe8cbf028028f382b264b588e22102

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlbumPhotoGridTestQuery$variables = Record<PropertyKey, never>;
export type AlbumPhotoGridTestQuery$data = {
  readonly node: {
    readonly photos?: {
      readonly " $fragmentSpreads": FragmentRefs<"AlbumPhotoGrid_photos">;
    };
  } | null | undefined;
};
export type AlbumPhotoGridTestQuery = {
  response: AlbumPhotoGridTestQuery$data;
  variables: AlbumPhotoGridTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "album"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 30
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AlbumPhotoGridTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "concreteType": "PhotoConnection",
                "kind": "LinkedField",
                "name": "photos",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AlbumPhotoGrid_photos"
                  }
                ],
                "storageKey": "photos(first:30)"
              }
            ],
            "type": "Album",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"album\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AlbumPhotoGridTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": (v1/*:: as any*/),
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
                          (v3/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "localFileName",
                            "storageKey": null
                          },
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
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "PhotoPrintOrder",
                            "kind": "LinkedField",
                            "name": "printedIn",
                            "plural": true,
                            "selections": [
                              (v2/*:: as any*/)
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
                "storageKey": "photos(first:30)"
              }
            ],
            "type": "Album",
            "abstractKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": "node(id:\"album\")"
      }
    ]
  },
  "params": {
    "id": "1cbe8cbf028028f382b264b588e22102",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v4/*:: as any*/),
        "node.id": (v5/*:: as any*/),
        "node.photos": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PhotoConnection"
        },
        "node.photos.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PhotoEdge"
        },
        "node.photos.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Photo"
        },
        "node.photos.edges.node.id": (v5/*:: as any*/),
        "node.photos.edges.node.localFileName": (v4/*:: as any*/),
        "node.photos.edges.node.printedIn": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PhotoPrintOrder"
        },
        "node.photos.edges.node.printedIn.__typename": (v4/*:: as any*/),
        "node.photos.edges.node.thumbnail": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Thumbnail"
        },
        "node.photos.edges.node.thumbnail.url": (v4/*:: as any*/)
      }
    },
    "name": "AlbumPhotoGridTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3e17bb7fc89d47d2500e3a079776588b";

export default node;
