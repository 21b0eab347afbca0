/**
 * @generated SignedSource<<68b0ebddf65fb02e965d50d109011dad>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrintedPhotos_product$data = {
  readonly printedPhotos: ReadonlyArray<{
    readonly fileName: string;
    readonly height: number;
    readonly imageId: string;
    readonly photo: {
      readonly id: string;
    } | null | undefined;
    readonly thumbnailUrl: string;
    readonly width: number;
  }>;
  readonly " $fragmentType": "PrintedPhotos_product";
};
export type PrintedPhotos_product$key = {
  readonly " $data"?: PrintedPhotos_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrintedPhotos_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrintedPhotos_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PrintedPhoto",
      "kind": "LinkedField",
      "name": "printedPhotos",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "imageId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnailUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "height",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Photo",
          "kind": "LinkedField",
          "name": "photo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderProduct",
  "abstractKey": null
};

(node as any).hash = "cf8e343dbd3d93613fbce09bce67882d";

export default node;
