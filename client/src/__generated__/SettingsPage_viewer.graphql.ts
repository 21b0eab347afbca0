/**
 * @generated SignedSource<<4db9a5ac2e7bc400dba1178c39e446e2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethodType = "BANCONTACT" | "BANK_TRANSFER" | "CREDIT_CARD" | "IDEAL" | "KLARNA" | "PAYPAL" | "SOFORT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SettingsPage_viewer$data = {
  readonly cookieConsent: {
    readonly __typename: "CookieConsent";
  } | null | undefined;
  readonly defaultAddress: {
    readonly __typename: "AddressConnection";
  } | null | undefined;
  readonly email: string | null | undefined;
  readonly firstName: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly name: string | null | undefined;
  readonly paymentMethod: {
    readonly method: PaymentMethodType | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CookieConsentCard_viewer" | "DeleteAccountCard_viewer" | "DeliveryAddressCard_viewer">;
  readonly " $fragmentType": "SettingsPage_viewer";
};
export type SettingsPage_viewer$key = {
  readonly " $data"?: SettingsPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsPage_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "__typename",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsPage_viewer",
  "selections": [
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
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CookieConsent",
      "kind": "LinkedField",
      "name": "cookieConsent",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": "defaultAddress",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "AddressConnection",
      "kind": "LinkedField",
      "name": "addresses",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": "addresses(first:1)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliveryAddressCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CookieConsentCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteAccountCard_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "a2551797f61f02d56d543be40cd14bf0";

export default node;
