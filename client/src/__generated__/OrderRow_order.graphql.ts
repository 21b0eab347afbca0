/**
 * @generated SignedSource<<525d14147f6d270f1621c8ccc9ab8ed2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDisplayStatus = "AWAITING_PAYMENT" | "CANCELLED" | "IN_PRODUCTION" | "ORDERED" | "SENT" | "%future added value";
export type OrderStatusTone = "CRITICAL" | "INFO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderRow_order$data = {
  readonly code: string;
  readonly createdAt: any;
  readonly deliveryDates: {
    readonly " $fragmentSpreads": FragmentRefs<"deliveryWindow_dates">;
  } | null | undefined;
  readonly isDelayed: boolean;
  readonly productCount: number;
  readonly status: OrderDisplayStatus;
  readonly statusTone: OrderStatusTone;
  readonly total: {
    readonly " $fragmentSpreads": FragmentRefs<"orderFormat_money">;
  };
  readonly " $fragmentType": "OrderRow_order";
};
export type OrderRow_order$key = {
  readonly " $data"?: OrderRow_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderRow_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderRow_order",
  "selections": [
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
      "name": "productCount",
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
      "concreteType": "DeliveryDates",
      "kind": "LinkedField",
      "name": "deliveryDates",
      "plural": false,
      "selections": [
        {
          "kind": "InlineDataFragmentSpread",
          "name": "deliveryWindow_dates",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "earliest",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "latest",
              "storageKey": null
            }
          ],
          "args": null,
          "argumentDefinitions": []
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

(node as any).hash = "f6415674a73745a6f6e3b0b1819d4e00";

export default node;
