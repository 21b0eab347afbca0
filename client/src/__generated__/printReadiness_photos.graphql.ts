/**
 * @generated SignedSource<<29622b3adca16397074180c092de29e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PrintReadinessLevel = "ACCEPTABLE" | "GOOD" | "TOO_SMALL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type printReadiness_photos$data = ReadonlyArray<{
  readonly id: string;
  readonly printReadiness: {
    readonly dpi: number;
    readonly level: PrintReadinessLevel;
    readonly printHeightMm: number;
    readonly printWidthMm: number;
  } | null | undefined;
  readonly " $fragmentType": "printReadiness_photos";
}>;
export type printReadiness_photos$key = ReadonlyArray<{
  readonly " $data"?: printReadiness_photos$data;
  readonly " $fragmentSpreads": FragmentRefs<"printReadiness_photos">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "printReadiness_photos",
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
      "args": [
        {
          "kind": "Literal",
          "name": "articleCode",
          "value": "PAP_910"
        }
      ],
      "concreteType": "PrintReadiness",
      "kind": "LinkedField",
      "name": "printReadiness",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "level",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dpi",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "printWidthMm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "printHeightMm",
          "storageKey": null
        }
      ],
      "storageKey": "printReadiness(articleCode:\"PAP_910\")"
    }
  ],
  "type": "Photo",
  "abstractKey": null
};

(node as any).hash = "d1f3db711599ce52000e1a63906cb801";

export default node;
