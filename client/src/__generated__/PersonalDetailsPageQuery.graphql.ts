/**
 * @generated SignedSource<<d2748ce2165979eb763bf7d52c85c825>>
 * @relayHash 192bbf8e9ec4a4a903c8b79a93e1059f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 192bbf8e9ec4a4a903c8b79a93e1059f

import { ConcreteRequest } from 'relay-runtime';
export type PersonalDetailsPageQuery$variables = Record<PropertyKey, never>;
export type PersonalDetailsPageQuery$data = {
  readonly viewer: {
    readonly firstName: string | null | undefined;
    readonly id: string;
    readonly lastName: string | null | undefined;
  };
};
export type PersonalDetailsPageQuery = {
  response: PersonalDetailsPageQuery$data;
  variables: PersonalDetailsPageQuery$variables;
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
        "kind": "ScalarField",
        "name": "firstName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastName",
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
    "name": "PersonalDetailsPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PersonalDetailsPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "192bbf8e9ec4a4a903c8b79a93e1059f",
    "metadata": {},
    "name": "PersonalDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2623a9c3841d2653be31e332bed8cb87";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
