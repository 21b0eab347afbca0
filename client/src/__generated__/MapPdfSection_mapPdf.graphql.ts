/**
 * @generated SignedSource<<061bf41529ed28ccc568b1ce09f8a64d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceDownloadState = "FAILED" | "IDLE" | "IN_PROGRESS";
import { FragmentRefs } from "relay-runtime";
export type MapPdfSection_mapPdf$data = {
  readonly createdAt: any;
  readonly downloadState: InvoiceDownloadState | null | undefined;
  readonly downloadUrl: string;
  readonly fileName: string;
  readonly id: string;
  readonly name: string;
  readonly sizeBytes: number;
  readonly " $fragmentType": "MapPdfSection_mapPdf";
};
export type MapPdfSection_mapPdf$key = {
  readonly " $data"?: MapPdfSection_mapPdf$data;
  readonly " $fragmentSpreads": FragmentRefs<"MapPdfSection_mapPdf">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MapPdfSection_mapPdf",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sizeBytes",
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
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadState",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "MapPdf",
  "abstractKey": null
};

(node as any).hash = "6c5aaafa09c2fcfb07257910a79c3042";

export default node;
