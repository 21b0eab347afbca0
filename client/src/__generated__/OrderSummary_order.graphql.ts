/**
 * @generated SignedSource<<54ed3b7891aab404a63bcaa4d7746135>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDisplayStatus = "AWAITING_PAYMENT" | "CANCELLED" | "IN_PRODUCTION" | "ORDERED" | "SENT" | "%future added value";
export type OrderProductKind = "OTHER" | "PHOTO_BOOK" | "PRINTS" | "VOUCHER" | "%future added value";
export type OrderStatusTone = "CRITICAL" | "INFO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderSummary_order$data = {
  readonly canReorder: boolean;
  readonly code: string;
  readonly createdAt: any;
  readonly id: string;
  readonly isDelayed: boolean;
  readonly productCount: number;
  readonly products: ReadonlyArray<{
    readonly kind: OrderProductKind;
  }>;
  readonly status: OrderDisplayStatus;
  readonly statusTone: OrderStatusTone;
  readonly total: {
    readonly " $fragmentSpreads": FragmentRefs<"orderFormat_money">;
  };
  readonly " $fragmentType": "OrderSummary_order";
};
export type OrderSummary_order$key = {
  readonly " $data"?: OrderSummary_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderSummary_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderSummary_order",
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
      "name": "code",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusTone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDelayed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canReorder",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderProduct",
      "kind": "LinkedField",
      "name": "products",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "total",
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
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "96d480ffd2bed0d002ff5909173e46ab";

export default node;
