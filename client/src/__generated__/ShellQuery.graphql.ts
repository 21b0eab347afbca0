/**
 * @generated SignedSource<<9ffc9b1dab4c582b90f95b7caa379fa2>>
 * @relayHash 1c8b48d671af1fecd657758fce2db3e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c8b48d671af1fecd657758fce2db3e7

import { ConcreteRequest } from 'relay-runtime';
export type BusinessAccountStatus = "ACTIVE" | "BLOCKED" | "DEFAULT" | "NEW" | "%future added value";
export type ShellQuery$variables = Record<PropertyKey, never>;
export type ShellQuery$data = {
  readonly viewer: {
    readonly accountDeleted: boolean;
    readonly businessAccountStatus: BusinessAccountStatus | null | undefined;
    readonly firstName: string | null | undefined;
    readonly isBusiness: boolean;
    readonly name: string | null | undefined;
  };
};
export type ShellQuery = {
  response: ShellQuery$data;
  variables: ShellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isBusiness",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "accountDeleted",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "businessAccountStatus",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShellQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
    "name": "ShellQuery",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
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
    "id": "1c8b48d671af1fecd657758fce2db3e7",
    "metadata": {},
    "name": "ShellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c9493b367190e6e91ed510a549c25275";

export default node;
