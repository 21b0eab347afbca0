/**
 * @generated SignedSource<<04af69542a3180ea4e8cb4307e0cbd6d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDisplayStatus = "AWAITING_PAYMENT" | "CANCELLED" | "IN_PRODUCTION" | "ORDERED" | "SENT" | "%future added value";
export type OrderStatusTone = "CRITICAL" | "INFO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OverviewOrders_viewer$data = {
  readonly orders: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly code: string;
        readonly deliveryDates: {
          readonly " $fragmentSpreads": FragmentRefs<"deliveryWindow_dates">;
        } | null | undefined;
        readonly isDelayed: boolean;
        readonly status: OrderDisplayStatus;
        readonly statusTone: OrderStatusTone;
      };
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "OverviewOrders_viewer";
};
export type OverviewOrders_viewer$key = {
  readonly " $data"?: OverviewOrders_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewOrders_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewOrders_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
        {
          "kind": "Literal",
          "name": "group",
          "value": "IN_PROGRESS"
        }
      ],
      "concreteType": "OrderConnection",
      "kind": "LinkedField",
      "name": "orders",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OrderEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Order",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "orders(first:1,group:\"IN_PROGRESS\")"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a41f075af9eb3728de5ad0eb2060952b";

export default node;
