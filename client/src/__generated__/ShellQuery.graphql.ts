/**
 * @generated SignedSource<<ca68154476fb3f8977aa9001ef32fe6d>>
 * @relayHash 56390f5bb6f1b8f108cc2386ac619031
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56390f5bb6f1b8f108cc2386ac619031

import { ConcreteRequest } from 'relay-runtime';
export type BusinessAccountStatus = "ACTIVE" | "BLOCKED" | "DEFAULT" | "NEW" | "%future added value";
export type ShellQuery$variables = Record<PropertyKey, never>;
export type ShellQuery$data = {
  readonly viewer: {
    readonly accountDeleted: boolean;
    readonly businessAccountStatus: BusinessAccountStatus | null | undefined;
    readonly firstName: string | null | undefined;
    readonly id: string;
    readonly isBusiness: boolean;
    readonly name: string | null | undefined;
  };
};
export type ShellQuery = {
  response: ShellQuery$data;
  variables: ShellQuery$variables;
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
        "name": "name",
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
        "name": "isBusiness",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountDeleted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "businessAccountStatus",
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
    "name": "ShellQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShellQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "56390f5bb6f1b8f108cc2386ac619031",
    "metadata": {},
    "name": "ShellQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c92047619c262d3b1e209ee9dedc7ecf";

export default node;
