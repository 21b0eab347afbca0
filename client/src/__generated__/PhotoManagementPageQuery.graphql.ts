/**
 * @generated SignedSource<<66633ed238645acd92dee2f1a166c74b>>
 * @relayHash 83c0de746b8d3a17bd991af61ad16ddf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83c0de746b8d3a17bd991af61ad16ddf

import { ConcreteRequest } from 'relay-runtime';
export type PhotoManagementPageQuery$variables = {
  withShared: boolean;
};
export type PhotoManagementPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly photoLibrary: {
      readonly albumsCount: number;
      readonly photosCount: number;
      readonly sharedAlbumsSummary?: {
        readonly readAlbumsCount: number;
      } | null | undefined;
    } | null | undefined;
  };
};
export type PhotoManagementPageQuery = {
  response: PhotoManagementPageQuery$data;
  variables: PhotoManagementPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withShared"
  }
],
v1 = [
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
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
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
          },
          {
            "condition": "withShared",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SharedAlbumsSummary",
                "kind": "LinkedField",
                "name": "sharedAlbumsSummary",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "readAlbumsCount",
                    "storageKey": null
                  }
                ],
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PhotoManagementPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PhotoManagementPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "83c0de746b8d3a17bd991af61ad16ddf",
    "metadata": {},
    "name": "PhotoManagementPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ba805cc409abce0a102c475636601e83";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
