/**
 * @generated SignedSource<<ce56052ee09edbfbb8d77939db07da80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PhotoLibraryStatus = "ACTIVE" | "DELETING" | "IMPORTING" | "NOT_ACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoLibraryActivation_photoLibrary$data = {
  readonly importStarted: boolean;
  readonly status: PhotoLibraryStatus;
  readonly " $fragmentType": "PhotoLibraryActivation_photoLibrary";
};
export type PhotoLibraryActivation_photoLibrary$key = {
  readonly " $data"?: PhotoLibraryActivation_photoLibrary$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoLibraryActivation_photoLibrary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoLibraryActivation_photoLibrary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "importStarted",
      "storageKey": null
    }
  ],
  "type": "PhotoLibrary",
  "abstractKey": null
};

(node as any).hash = "d154f8106ccb2efcb7a9b56da41f4d2d";

export default node;
