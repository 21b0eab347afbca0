/**
 * @generated SignedSource<<c7c8392ae1e2b3f5214e0d0e9ea9619c>>
 * @relayHash 3791fb118da1de14e5d2a96c1e8bbee4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3791fb118da1de14e5d2a96c1e8bbee4

import { ConcreteRequest } from 'relay-runtime';
export type PhotoManagementPageQuery$variables = Record<PropertyKey, never>;
export type PhotoManagementPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly photoLibrary: {
      readonly albumsCount: number;
      readonly photosCount: number;
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PhotoManagementPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PhotoManagementPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3791fb118da1de14e5d2a96c1e8bbee4",
    "metadata": {},
    "name": "PhotoManagementPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1530127b003809091697c31eed04eded";

export default node;
