/**
 * @generated SignedSource<<1b1053585d62a1988e12b655e107d47c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type orderFormat_money$data = {
  readonly amountInMinorUnits: number;
  readonly currency: string;
  readonly " $fragmentType": "orderFormat_money";
};
export type orderFormat_money$key = {
  readonly " $data"?: orderFormat_money$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderFormat_money">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orderFormat_money"
};

(node as any).hash = "c435064fc2cd8007cbc3a5a412a08769";

export default node;
