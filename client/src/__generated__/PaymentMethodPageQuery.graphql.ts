/**
 * @generated SignedSource<<0e3523ed338e0a597b55c9b026dadc91>>
 * @relayHash ae8a218ca829dc5925af26feab16057f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ae8a218ca829dc5925af26feab16057f

import { ConcreteRequest } from 'relay-runtime';
export type PaymentMethodType = "BANCONTACT" | "BANK_TRANSFER" | "CREDIT_CARD" | "IDEAL" | "KLARNA" | "PAYPAL" | "SOFORT" | "%future added value";
export type PaymentMethodPageQuery$variables = Record<PropertyKey, never>;
export type PaymentMethodPageQuery$data = {
  readonly viewer: {
    readonly id: string;
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
    "name": "PaymentMethodPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PaymentMethodPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ae8a218ca829dc5925af26feab16057f",
    "metadata": {},
    "name": "PaymentMethodPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0a0e21855f60e68ca8bbf3288f5708d9";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
