/**
 * @generated SignedSource<<e117b305e8890b5d160d4790eaf78876>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsB2bPage_viewer$data = {
  readonly companyDetails: {
    readonly __typename: "CompanyDetails";
  } | null | undefined;
  readonly cookieConsent: {
    readonly __typename: "CookieConsent";
  } | null | undefined;
  readonly paymentMethod: {
    readonly __typename: "PaymentMethodSettings";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AddressBook_viewer" | "CompanyDetailsCard_viewer" | "CookieConsentCard_viewer" | "DeleteAccountCard_viewer" | "EmailCard_viewer" | "PaymentMethodCard_viewer" | "PersonalDetailsCard_viewer">;
  readonly " $fragmentType": "SettingsB2bPage_viewer";
};
export type SettingsB2bPage_viewer$key = {
  readonly " $data"?: SettingsB2bPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsB2bPage_viewer">;
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
  "name": "SettingsB2bPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CompanyDetails",
      "kind": "LinkedField",
      "name": "companyDetails",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanyDetailsCard_viewer"
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
      "name": "PaymentMethodCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddressBook_viewer"
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

(node as any).hash = "24c21cf0ee6427da9afac9c9679f341b";

export default node;
