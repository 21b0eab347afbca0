/**
 * @generated SignedSource<<be6ac3d6437a238d364504693b9774aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AllPhotosPage_photoLibrary$data = {
  readonly months: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"Timeline_months">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoLibraryActivation_photoLibrary">;
  readonly " $fragmentType": "AllPhotosPage_photoLibrary";
};
export type AllPhotosPage_photoLibrary$key = {
  readonly " $data"?: AllPhotosPage_photoLibrary$data;
  readonly " $fragmentSpreads": FragmentRefs<"AllPhotosPage_photoLibrary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AllPhotosPage_photoLibrary",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PhotoLibraryActivation_photoLibrary"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TimelineMonth",
      "kind": "LinkedField",
      "name": "months",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "Timeline_months"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PhotoLibrary",
  "abstractKey": null
};

(node as any).hash = "b1f16b4a6d54305092486e3b9830251a";

export default node;
