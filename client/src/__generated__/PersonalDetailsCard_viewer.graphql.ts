/**
 * @generated SignedSource<<1c4a1b0ea9e9b7bd95fd68dacbc87a64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalDetailsCard_viewer$data = {
  readonly firstName: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly name: string | null | undefined;
  readonly " $fragmentType": "PersonalDetailsCard_viewer";
};
export type PersonalDetailsCard_viewer$key = {
  readonly " $data"?: PersonalDetailsCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalDetailsCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalDetailsCard_viewer",
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "ad108938c3d702af231104b1a57f63dd";

export default node;
