/**
 * @generated SignedSource<<9cd137738d54aa9061dfc1ab579e9bfb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsPage_viewer$data = {
  readonly cookieConsent: {
    readonly __typename: "CookieConsent";
  } | null | undefined;
  readonly defaultAddress: {
    readonly __typename: "AddressConnection";
  } | null | undefined;
  readonly paymentMethod: {
    readonly __typename: "PaymentMethodSettings";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CookieConsentCard_viewer" | "DeleteAccountCard_viewer" | "DeliveryAddressCard_viewer" | "EmailCard_viewer" | "PaymentMethodCard_viewer" | "PersonalDetailsCard_viewer">;
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
      "concreteType": "PaymentMethodSettings",
      "kind": "LinkedField",
      "name": "paymentMethod",
      "plural": false,
      "selections": (v0/*:: as any*/),
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
      "name": "PersonalDetailsCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EmailCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliveryAddressCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentMethodCard_viewer"
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

(node as any).hash = "2210a44a25ac45edec880beb86deea49";

export default node;
