/**
 * @generated SignedSource<<ba8f058b6160f9134c2b2e83a4ad3e3d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MapPdfSection_viewer$data = {
  readonly mapPdfs: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"MapPdfSection_mapPdf">;
  }> | null | undefined;
  readonly " $fragmentType": "MapPdfSection_viewer";
};
export type MapPdfSection_viewer$key = {
  readonly " $data"?: MapPdfSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MapPdfSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MapPdfSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MapPdf",
      "kind": "LinkedField",
      "name": "mapPdfs",
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
          "name": "MapPdfSection_mapPdf"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "7aadf04dadaead042ebb87c314d9e837";

export default node;
