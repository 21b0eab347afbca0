/**
 * @generated SignedSource<<2468b795c409d2dd4369e3c534b1dc51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoPreview_photo$data = {
  readonly dateTaken: any | null | undefined;
  readonly id: string;
  readonly localFileName: string;
  readonly thumbnail: {
    readonly height: number;
    readonly url: string;
    readonly width: number;
  };
  readonly url: string;
  readonly " $fragmentType": "PhotoPreview_photo";
};
export type PhotoPreview_photo$key = {
  readonly " $data"?: PhotoPreview_photo$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoPreview_photo">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "PhotoPreview_photo"
};

(node as any).hash = "9e050f0fd3db6a2cacf683339adea7b4";

export default node;
