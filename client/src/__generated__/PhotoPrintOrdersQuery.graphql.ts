/**
 * @generated SignedSource<<168d2f6e68213b4cfd66b66542a17133>>
 * @relayHash 2351bcd6d6e7ebf9eb205b4bf16b182e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2351bcd6d6e7ebf9eb205b4bf16b182e

import { ConcreteRequest } from 'relay-runtime';
export type OrderDisplayStatus = "AWAITING_PAYMENT" | "CANCELLED" | "IN_PRODUCTION" | "ORDERED" | "SENT" | "%future added value";
export type OrderStatusTone = "CRITICAL" | "INFO" | "%future added value";
export type PhotoPrintOrdersQuery$variables = {
  id: string;
};
export type PhotoPrintOrdersQuery$data = {
  readonly node: {
    readonly printedIn?: ReadonlyArray<{
      readonly code: string;
      readonly createdAt: any;
      readonly status: OrderDisplayStatus;
      readonly statusTone: OrderStatusTone;
    }>;
  } | null | undefined;
};
export type PhotoPrintOrdersQuery = {
  response: PhotoPrintOrdersQuery$data;
  variables: PhotoPrintOrdersQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PhotoPrintOrder",
      "kind": "LinkedField",
      "name": "printedIn",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
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
          "name": "statusTone",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Photo",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PhotoPrintOrdersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "PhotoPrintOrdersQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    "id": "2351bcd6d6e7ebf9eb205b4bf16b182e",
    "metadata": {},
    "name": "PhotoPrintOrdersQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7006b298bcbfd596d6d68de7823102be";

export default node;
