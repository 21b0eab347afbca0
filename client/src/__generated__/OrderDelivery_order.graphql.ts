/**
 * @generated SignedSource<<e6880307705cd485291b0288ad73f12d>>
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
    readonly earliest: string;
    readonly latest: string;
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

(node as any).hash = "bce9319bf7e0f6924832aea0ef876775";

export default node;
