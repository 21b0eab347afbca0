/**
 * @generated SignedSource<<a9f562cff8569ef3480b9544cd6fe0ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type deliveryWindow_dates$data = {
  readonly earliest: string;
  readonly latest: string;
  readonly " $fragmentType": "deliveryWindow_dates";
};
export type deliveryWindow_dates$key = {
  readonly " $data"?: deliveryWindow_dates$data;
  readonly " $fragmentSpreads": FragmentRefs<"deliveryWindow_dates">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "deliveryWindow_dates"
};

(node as any).hash = "bba01a3c251602e0236a3d642df87f14";

export default node;
