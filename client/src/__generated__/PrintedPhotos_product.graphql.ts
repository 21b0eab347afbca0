/**
 * @generated SignedSource<<5a96f0b2f6fbadb9dc6e4c2ec1b297b8>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderProduct",
  "abstractKey": null
};

(node as any).hash = "718bc38a5da5ab6e99b0a6dd9591525f";

export default node;
