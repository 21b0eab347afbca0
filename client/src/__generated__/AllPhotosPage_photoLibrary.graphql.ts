/**
 * @generated SignedSource<<0306c5a2e174d63dea8f451ced5077a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AllPhotosPage_photoLibrary$data = {
  readonly months: ReadonlyArray<{
    readonly count: number;
    readonly id: string;
    readonly isUnknownDate: boolean;
    readonly month: number;
    readonly year: number;
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
      "storageKey": null
    }
  ],
  "type": "PhotoLibrary",
  "abstractKey": null
};

(node as any).hash = "62b6204add690e0e9cb4e5d033a75a42";

export default node;
