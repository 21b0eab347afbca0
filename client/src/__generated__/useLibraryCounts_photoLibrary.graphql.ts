/**
 * @generated SignedSource<<25334dd142ed22265e3b0677d45cb0f4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useLibraryCounts_photoLibrary$data = {
  readonly albumsCount: number;
  readonly photosCount: number;
  readonly sharedAlbumsSummary?: {
    readonly readAlbumsCount: number;
  } | null | undefined;
  readonly " $fragmentType": "useLibraryCounts_photoLibrary";
};
export type useLibraryCounts_photoLibrary$key = {
  readonly " $data"?: useLibraryCounts_photoLibrary$data;
  readonly " $fragmentSpreads": FragmentRefs<"useLibraryCounts_photoLibrary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": true,
      "kind": "LocalArgument",
      "name": "withShared"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "useLibraryCounts_photoLibrary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photosCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "albumsCount",
      "storageKey": null
    },
    {
      "condition": "withShared",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SharedAlbumsSummary",
          "kind": "LinkedField",
          "name": "sharedAlbumsSummary",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "readAlbumsCount",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "PhotoLibrary",
  "abstractKey": null
};

(node as any).hash = "2a1b4bd0052e9dcc63e9bb92ce15cde4";

export default node;
