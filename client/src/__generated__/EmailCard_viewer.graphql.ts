/**
 * @generated SignedSource<<fa7979251d5f5e5e31fe2c0a3d13de25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailCard_viewer$data = {
  readonly email: string | null | undefined;
  readonly " $fragmentType": "EmailCard_viewer";
};
export type EmailCard_viewer$key = {
  readonly " $data"?: EmailCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailCard_viewer",
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

(node as any).hash = "9ccdbdec696f34ea9e9cd7c4a2adc482";

export default node;
