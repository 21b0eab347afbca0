/**
 * @generated SignedSource<<4dc2f04bee05e7bf7f7269dfd84fe9c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderProducts_order$data = {
  readonly products: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderProductItem_product">;
  }>;
  readonly " $fragmentType": "OrderProducts_order";
};
export type OrderProducts_order$key = {
  readonly " $data"?: OrderProducts_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderProducts_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderProducts_order",
  "selections": [
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
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OrderProductItem_product"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "343c26d7f86926ce8339e03db21f9db4";

export default node;
