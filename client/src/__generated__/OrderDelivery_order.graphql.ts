/**
 * @generated SignedSource<<81f6d05cd87fffea3f49ebea053e46fa>>
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
    readonly " $fragmentSpreads": FragmentRefs<"orderAddress_address">;
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
          "kind": "InlineDataFragmentSpread",
          "name": "orderAddress_address",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "company",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "streetName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "streetNumber",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "addition",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "postalCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "city",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "countryCode",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "phone",
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

(node as any).hash = "e26382d1c3b131b50846e15a11ee27ca";

export default node;
