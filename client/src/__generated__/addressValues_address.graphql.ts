/**
 * @generated SignedSource<<df93987c028b727297dc71486d773e42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type addressValues_address$data = {
  readonly addition: string | null | undefined;
  readonly city: string;
  readonly company: string | null | undefined;
  readonly countryCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null | undefined;
  readonly postalCode: string;
  readonly streetName: string;
  readonly streetNumber: string;
  readonly " $fragmentType": "addressValues_address";
};
export type addressValues_address$key = {
  readonly " $data"?: addressValues_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"addressValues_address">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "addressValues_address"
};

(node as any).hash = "90ba8939d517b56e83dc67c6629c83b8";

export default node;
