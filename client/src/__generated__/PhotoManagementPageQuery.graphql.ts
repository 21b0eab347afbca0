/**
 * @generated SignedSource<<018f774c44d450e68359f0dea7fba93f>>
 * @relayHash 279c294aebd8197a2156b34bc72fb5e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 279c294aebd8197a2156b34bc72fb5e5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoManagementPageQuery$variables = {
  withShared: boolean;
};
export type PhotoManagementPageQuery$data = {
  readonly viewer: {
    readonly id: string;
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "279c294aebd8197a2156b34bc72fb5e5",
    "metadata": {},
    "name": "PhotoManagementPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "359efae7c95e89b113c92f616ddefdda";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
