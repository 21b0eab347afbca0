/**
 * @generated SignedSource<<3af1b44ad1013511a14a7555bd30eb2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DownloadStatus = "FAILED" | "FINISHED" | "IN_PROGRESS" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DownloadRow_download$data = {
  readonly createdAt: any;
  readonly fileName: string;
  readonly id: string;
  readonly photosCount: number;
  readonly progress: {
    readonly done: number;
    readonly total: number;
  };
  readonly status: DownloadStatus;
  readonly " $fragmentType": "DownloadRow_download";
};
export type DownloadRow_download$key = {
  readonly " $data"?: DownloadRow_download$data;
  readonly " $fragmentSpreads": FragmentRefs<"DownloadRow_download">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DownloadRow_download",
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
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DownloadProgress",
      "kind": "LinkedField",
      "name": "progress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Download",
  "abstractKey": null
};

(node as any).hash = "7c4b031cf1ed284ba7e87d44b68862f9";

export default node;
