/**
 * @generated SignedSource<<37ac43a90c3b6c40bffc6e682b549757>>
 * @relayHash 190ddb1adfe50daced4a3ac4a6e13076
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 190ddb1adfe50daced4a3ac4a6e13076

import { ConcreteRequest } from 'relay-runtime';
export type ChangeEmailPageQuery$variables = Record<PropertyKey, never>;
export type ChangeEmailPageQuery$data = {
  readonly viewer: {
    readonly email: string | null | undefined;
  };
};
export type ChangeEmailPageQuery = {
  response: ChangeEmailPageQuery$data;
  variables: ChangeEmailPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangeEmailPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
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
    "name": "ChangeEmailPageQuery",
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
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "190ddb1adfe50daced4a3ac4a6e13076",
    "metadata": {},
    "name": "ChangeEmailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "714f3a0e268ed1c8025b859dd1a66bde";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
