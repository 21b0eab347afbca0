/**
 * @generated SignedSource<<b961de5576bf0fefcaf68aa79ad175cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BusinessAccountStatus = "ACTIVE" | "BLOCKED" | "DEFAULT" | "NEW" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OverviewBusinessStatus_viewer$data = {
  readonly businessAccountStatus: BusinessAccountStatus | null | undefined;
  readonly isBusiness: boolean;
  readonly " $fragmentType": "OverviewBusinessStatus_viewer";
};
export type OverviewBusinessStatus_viewer$key = {
  readonly " $data"?: OverviewBusinessStatus_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewBusinessStatus_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewBusinessStatus_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isBusiness",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessAccountStatus",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "89dcefae5066152eec63d5047af0eb17";

export default node;
