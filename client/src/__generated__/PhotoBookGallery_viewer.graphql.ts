/**
 * @generated SignedSource<<10179a3d804439a5733399958734d7b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoBookGallery_viewer$data = {
  readonly galleryCategories: ReadonlyArray<{
    readonly code: string;
    readonly name: string;
  }> | null | undefined;
  readonly " $fragmentType": "PhotoBookGallery_viewer";
};
export type PhotoBookGallery_viewer$key = {
  readonly " $data"?: PhotoBookGallery_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoBookGallery_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoBookGallery_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GalleryCategory",
      "kind": "LinkedField",
      "name": "galleryCategories",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "9463e1315808fafb1fd0f7a0ba414e67";

export default node;
