/**
 * @generated SignedSource<<9c1bb5bbce8eb1c9eea5ff0f2f48fd60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlbumPhotoGrid_photos$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PhotoTile_photo">;
    };
  }>;
  readonly " $fragmentType": "AlbumPhotoGrid_photos";
};
export type AlbumPhotoGrid_photos$key = {
  readonly " $data"?: AlbumPhotoGrid_photos$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlbumPhotoGrid_photos">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": "S300",
      "kind": "LocalArgument",
      "name": "size"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AlbumPhotoGrid_photos",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PhotoEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Photo",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": [
                {
                  "kind": "Variable",
                  "name": "size",
                  "variableName": "size"
                }
              ],
              "kind": "FragmentSpread",
              "name": "PhotoTile_photo"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PhotoConnection",
  "abstractKey": null
};

(node as any).hash = "ade00c2d116e7d26ede6ca63b3d7935a";

export default node;
