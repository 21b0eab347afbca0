/**
 * @generated SignedSource<<b4dfc3e4ce2ad0a17ee8218b6a8effc5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverviewPage_viewer$data = {
  readonly firstName: string | null | undefined;
  readonly isBusiness: boolean;
  readonly photoLibrary: {
    readonly " $fragmentSpreads": FragmentRefs<"useLibraryCounts_photoLibrary">;
  } | null | undefined;
  readonly sampleTest: {
    readonly assigned: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"SampleTestOverview_experiment">;
  };
  readonly " $fragmentType": "OverviewPage_viewer";
};
export type OverviewPage_viewer$key = {
  readonly " $data"?: OverviewPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewPage_viewer",
  "selections": [
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
      "name": "isBusiness",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PhotoLibrary",
      "kind": "LinkedField",
      "name": "photoLibrary",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "useLibraryCounts_photoLibrary"
        }
      ],
      "storageKey": null
    },
    {
      "alias": "sampleTest",
      "args": [
        {
          "kind": "Literal",
          "name": "name",
          "value": "SAMPLE_TEST"
        }
      ],
      "concreteType": "Experiment",
      "kind": "LinkedField",
      "name": "experiment",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assigned",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "SampleTestOverview_experiment"
        }
      ],
      "storageKey": "experiment(name:\"SAMPLE_TEST\")"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "9fda510ba0fddd5fca7134c8ec4d05ab";

export default node;
