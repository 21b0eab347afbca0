/**
 * @generated SignedSource<<1542e09edc82aa7358eb36353d54ac03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CookieConsentCard_viewer$data = {
  readonly cookieConsent: {
    readonly analytics: boolean;
    readonly marketing: boolean;
  } | null | undefined;
  readonly " $fragmentType": "CookieConsentCard_viewer";
};
export type CookieConsentCard_viewer$key = {
  readonly " $data"?: CookieConsentCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CookieConsentCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CookieConsentCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CookieConsent",
      "kind": "LinkedField",
      "name": "cookieConsent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "analytics",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marketing",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "32cdca4a41fb27967836d3d6b624efa8";

export default node;
