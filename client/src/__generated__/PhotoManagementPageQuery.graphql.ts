/**
 * @generated SignedSource<<818ec2a364c0a13059881060ae062789>>
 * @relayHash 93bfefb07d0ff46cc2d0ffaf56fd29ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 93bfefb07d0ff46cc2d0ffaf56fd29ff

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoManagementPageQuery$variables = {
  withShared: boolean;
};
export type PhotoManagementPageQuery$data = {
  readonly viewer: {
    readonly photoLibrary: {
      readonly " $fragmentSpreads": FragmentRefs<"useLibraryCounts_photoLibrary">;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PhotoManagementPageQuery",
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
            "args": null,
            "concreteType": "PhotoLibrary",
            "kind": "LinkedField",
            "name": "photoLibrary",
            "plural": false,
            "selections": [
              {
                "args": [
                  {
                    "kind": "Variable",
                    "name": "withShared",
                    "variableName": "withShared"
                  }
                ],
                "kind": "FragmentSpread",
                "name": "useLibraryCounts_photoLibrary"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PhotoManagementPageQuery",
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
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "93bfefb07d0ff46cc2d0ffaf56fd29ff",
    "metadata": {},
    "name": "PhotoManagementPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3abf8d784ef29842a743f3d644bbeee2";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
