/**
 * @generated SignedSource<<7849d7202ec08c60f320e6e7269829a3>>
 * @relayHash d2d923110baffa832fd85b1b068ac4de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d2d923110baffa832fd85b1b068ac4de

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoLibraryActivationTestQuery$variables = Record<PropertyKey, never>;
export type PhotoLibraryActivationTestQuery$data = {
  readonly viewer: {
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
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d2d923110baffa832fd85b1b068ac4de",
    "metadata": {},
    "name": "PhotoLibraryActivationTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "209e75b51533e3075e6f46c08320e512";

export default node;
