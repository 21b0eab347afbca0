/**
 * @generated SignedSource<<1cb118ab61cc4703b1aec23ef4a572b7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeliveryType = "HOME" | "PICKUP_POINT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDelivery_order$data = {
  readonly deliveryAddress: {
    readonly " $fragmentSpreads": FragmentRefs<"AddressLines_address">;
  };
  readonly deliveryDates: {
    readonly " $fragmentSpreads": FragmentRefs<"deliveryWindow_dates">;
  } | null | undefined;
  readonly deliveryType: DeliveryType;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryAddressChange_order">;
  readonly " $fragmentType": "OrderDelivery_order";
};
export type OrderDelivery_order$key = {
  readonly " $data"?: OrderDelivery_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDelivery_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDelivery_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveryType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PostalAddress",
      "kind": "LinkedField",
      "name": "deliveryAddress",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AddressLines_address"
        }
      ],
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliveryAddressChange_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "28f21b92ce5c10df07ff81cc4b1474d4";

export default node;
