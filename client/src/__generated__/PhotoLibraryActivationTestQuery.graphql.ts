/**
 * @generated SignedSource<<859978b6d6eb5467f191863850a526fa>>
 * @relayHash 6db7a5cb65ac0d67335d455838539b16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6db7a5cb65ac0d67335d455838539b16

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoLibraryActivationTestQuery$variables = Record<PropertyKey, never>;
export type PhotoLibraryActivationTestQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly photoLibrary: {
      readonly " $fragmentSpreads": FragmentRefs<"PhotoLibraryActivation_photoLibrary">;
    } | null | undefined;
  };
};
export type PhotoLibraryActivationTestQuery = {
  response: PhotoLibraryActivationTestQuery$data;
  variables: PhotoLibraryActivationTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PhotoLibraryActivationTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PhotoLibrary",
            "kind": "LinkedField",
            "name": "photoLibrary",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PhotoLibraryActivation_photoLibrary"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PhotoLibraryActivationTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "importStarted",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6db7a5cb65ac0d67335d455838539b16",
    "metadata": {},
    "name": "PhotoLibraryActivationTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "813a926bbd9a2c418ae5136063e1a661";

export default node;
