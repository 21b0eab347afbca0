/**
 * @generated SignedSource<<a0aaa524a2d76156a8e88214d87e36eb>>
 * @relayHash a5c8f740cfa33c2d2927ccd5803be1ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5c8f740cfa33c2d2927ccd5803be1ce

import { ConcreteRequest } from 'relay-runtime';
export type PaymentMethodType = "BANCONTACT" | "BANK_TRANSFER" | "CREDIT_CARD" | "IDEAL" | "KLARNA" | "PAYPAL" | "SOFORT" | "%future added value";
export type PaymentMethodPageQuery$variables = Record<PropertyKey, never>;
export type PaymentMethodPageQuery$data = {
  readonly viewer: {
    readonly paymentMethod: {
      readonly available: ReadonlyArray<PaymentMethodType>;
      readonly method: PaymentMethodType | null | undefined;
    } | null | undefined;
  };
};
export type PaymentMethodPageQuery = {
  response: PaymentMethodPageQuery$data;
  variables: PaymentMethodPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "PaymentMethodSettings",
  "kind": "LinkedField",
  "name": "paymentMethod",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "method",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "available",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentMethodPageQuery",
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
    "name": "PaymentMethodPageQuery",
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
    "id": "a5c8f740cfa33c2d2927ccd5803be1ce",
    "metadata": {},
    "name": "PaymentMethodPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "dd709e68731c1adca1adb7f399865893";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
