/**
 * @generated SignedSource<<35f4b46cd2d2329af28ba2c895eba901>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PhotoLibraryStatus = "ACTIVE" | "DELETING" | "IMPORTING" | "NOT_ACTIVE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoLibraryActivation_photoLibrary$data = {
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
    }
  ],
  "type": "PhotoLibrary",
  "abstractKey": null
};

(node as any).hash = "8e038c548ca438308e473d8024a2141e";

export default node;
