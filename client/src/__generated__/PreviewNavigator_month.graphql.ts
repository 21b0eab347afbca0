/**
 * @generated SignedSource<<1a5224e111222f56009def682c35cad6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PreviewNavigator_month$data = {
  readonly count: number;
  readonly id: string;
  readonly month: number;
  readonly year: number;
  readonly " $fragmentType": "PreviewNavigator_month";
};
export type PreviewNavigator_month$key = {
  readonly " $data"?: PreviewNavigator_month$data;
  readonly " $fragmentSpreads": FragmentRefs<"PreviewNavigator_month">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "PreviewNavigator_month"
};

(node as any).hash = "ed70191759766ac3a58a771e06e1fa2e";

export default node;
