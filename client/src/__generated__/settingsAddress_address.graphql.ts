/**
 * @generated SignedSource<<559c5e863005b6fb01a4b3bdbb9c0f7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type settingsAddress_address$data = {
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
  readonly " $fragmentType": "settingsAddress_address";
};
export type settingsAddress_address$key = {
  readonly " $data"?: settingsAddress_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"settingsAddress_address">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "settingsAddress_address"
};

(node as any).hash = "d949c6e2f2ad3d22cd59a74003ec9f97";

export default node;
