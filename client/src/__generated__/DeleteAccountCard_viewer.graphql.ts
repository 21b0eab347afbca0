/**
 * @generated SignedSource<<ca58a72b1a1890e2f9352fce4300d039>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteAccountCard_viewer$data = {
  readonly email: string | null | undefined;
  readonly " $fragmentType": "DeleteAccountCard_viewer";
};
export type DeleteAccountCard_viewer$key = {
  readonly " $data"?: DeleteAccountCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteAccountCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteAccountCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6d213dfdc7f702193b38dde0ce7c7f84";

export default node;
