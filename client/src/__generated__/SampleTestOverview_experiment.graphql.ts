/**
 * @generated SignedSource<<6abf272a1464921cac498984b0c5561c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ExperimentName = "SAMPLE_TEST" | "%future added value";
export type ExperimentVariant = "A" | "CONTROL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SampleTestOverview_experiment$data = {
  readonly assigned: boolean;
  readonly name: ExperimentName;
  readonly variant: ExperimentVariant;
  readonly " $fragmentType": "SampleTestOverview_experiment";
};
export type SampleTestOverview_experiment$key = {
  readonly " $data"?: SampleTestOverview_experiment$data;
  readonly " $fragmentSpreads": FragmentRefs<"SampleTestOverview_experiment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SampleTestOverview_experiment",
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
      "name": "variant",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assigned",
      "storageKey": null
    }
  ],
  "type": "Experiment",
  "abstractKey": null
};

(node as any).hash = "1b55ae02ee6b0ee97594db2aeff6145b";

export default node;
