/**
 * @generated SignedSource<<2170d7b1d246b39b3c3d1d15f27b63ef>>
 * @relayHash 42cb41b2211ea17fb075e39398878908
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 42cb41b2211ea17fb075e39398878908

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type PaymentMethodType = "BANCONTACT" | "BANK_TRANSFER" | "CREDIT_CARD" | "IDEAL" | "KLARNA" | "PAYPAL" | "SOFORT" | "%future added value";
export type ChangePaymentMethodInput = {
  method: PaymentMethodType;
};
export type useChangePaymentMethodMutation$variables = {
  input: ChangePaymentMethodInput;
};
export type useChangePaymentMethodMutation$data = {
  readonly changePaymentMethod: {
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly viewer: {
      readonly id: string;
      readonly paymentMethod: {
        readonly available: ReadonlyArray<PaymentMethodType>;
        readonly method: PaymentMethodType | null | undefined;
      } | null | undefined;
    } | null | undefined;
  };
};
export type useChangePaymentMethodMutation = {
  response: useChangePaymentMethodMutation$data;
  variables: useChangePaymentMethodMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ChangePaymentMethodPayload",
    "kind": "LinkedField",
    "name": "changePaymentMethod",
    "plural": false,
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MutationError",
        "kind": "LinkedField",
        "name": "error",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangePaymentMethodMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangePaymentMethodMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "42cb41b2211ea17fb075e39398878908",
    "metadata": {},
    "name": "useChangePaymentMethodMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fb5428058cadc4b458a598d21cda2282";

export default node;
