/**
 * @generated SignedSource<<1639b44118520beb61d81931cc2b18cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type orderAddress_address$data = {
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
  readonly " $fragmentType": "orderAddress_address";
};
export type orderAddress_address$key = {
  readonly " $data"?: orderAddress_address$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderAddress_address">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orderAddress_address"
};

(node as any).hash = "6ce6a02091421e23abab4b6f56cc12fa";

export default node;
