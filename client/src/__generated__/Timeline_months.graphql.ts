/**
 * @generated SignedSource<<0845b0e810bf23fbe25c43b1afdd2587>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Timeline_months$data = ReadonlyArray<{
  readonly count: number;
  readonly id: string;
  readonly isUnknownDate: boolean;
  readonly month: number;
  readonly year: number;
  readonly " $fragmentType": "Timeline_months";
}>;
export type Timeline_months$key = ReadonlyArray<{
  readonly " $data"?: Timeline_months$data;
  readonly " $fragmentSpreads": FragmentRefs<"Timeline_months">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "Timeline_months",
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
      "kind": "ScalarField",
      "name": "year",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "month",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isUnknownDate",
      "storageKey": null
    }
  ],
  "type": "TimelineMonth",
  "abstractKey": null
};

(node as any).hash = "0928266994076cccd90a39b640d230db";

export default node;
