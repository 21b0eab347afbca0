/**
 * @generated SignedSource<<de21e8843d3ea2728544630edfa9310e>>
 * @relayHash 52c176fff3913493ca68bdadfa6991a2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 52c176fff3913493ca68bdadfa6991a2

import { ConcreteRequest } from 'relay-runtime';
export type ChangeEmailPageQuery$variables = Record<PropertyKey, never>;
export type ChangeEmailPageQuery$data = {
  readonly viewer: {
    readonly email: string | null | undefined;
    readonly id: string;
  };
};
export type ChangeEmailPageQuery = {
  response: ChangeEmailPageQuery$data;
  variables: ChangeEmailPageQuery$variables;
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
        "name": "email",
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
    "name": "ChangeEmailPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChangeEmailPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "52c176fff3913493ca68bdadfa6991a2",
    "metadata": {},
    "name": "ChangeEmailPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "13d5ec7504f2156ab4375425c725429d";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
