/**
 * @generated SignedSource<<0bde6309af2e8560e6175b43f805bbc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethodType = "BANCONTACT" | "BANK_TRANSFER" | "CREDIT_CARD" | "IDEAL" | "KLARNA" | "PAYPAL" | "SOFORT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentMethodCard_viewer$data = {
  readonly paymentMethod: {
    readonly method: PaymentMethodType | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "PaymentMethodCard_viewer";
};
export type PaymentMethodCard_viewer$key = {
  readonly " $data"?: PaymentMethodCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentMethodCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentMethodCard_viewer",
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "844e7f9947d234a55be69c741b8cb700";

export default node;
