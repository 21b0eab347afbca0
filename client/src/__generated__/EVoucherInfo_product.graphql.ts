/**
 * @generated SignedSource<<62f79f3e87dc81aedb819b3479cf6103>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EVoucherState = "AWAITING_PAYMENT" | "CANCELLED" | "ISSUED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EVoucherInfo_product$data = {
  readonly eVoucher: {
    readonly code: string | null | undefined;
    readonly slowPaymentProvider: boolean;
    readonly state: EVoucherState;
    readonly value: {
      readonly " $fragmentSpreads": FragmentRefs<"orderFormat_money">;
    } | null | undefined;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "EVoucherInfo_product";
};
export type EVoucherInfo_product$key = {
  readonly " $data"?: EVoucherInfo_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"EVoucherInfo_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EVoucherInfo_product",
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
      "concreteType": "EVoucher",
      "kind": "LinkedField",
      "name": "eVoucher",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slowPaymentProvider",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Money",
          "kind": "LinkedField",
          "name": "value",
          "plural": false,
          "selections": [
            {
              "kind": "InlineDataFragmentSpread",
              "name": "orderFormat_money",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amountInMinorUnits",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "currency",
                  "storageKey": null
                }
              ],
              "args": null,
              "argumentDefinitions": []
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderProduct",
  "abstractKey": null
};

(node as any).hash = "5314ce545f44061fea9cf52a0b5a3586";

export default node;
