/**
 * @generated SignedSource<<9bd41a3d0305ac512aa429561e4a0257>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderCutOffNote_product$data = {
  readonly cutOff: {
    readonly deliveryBy: string;
    readonly orderBefore: any;
  } | null | undefined;
  readonly " $fragmentType": "OrderCutOffNote_product";
};
export type OrderCutOffNote_product$key = {
  readonly " $data"?: OrderCutOffNote_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderCutOffNote_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderCutOffNote_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderCutOff",
      "kind": "LinkedField",
      "name": "cutOff",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderBefore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deliveryBy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderProduct",
  "abstractKey": null
};

(node as any).hash = "cf7c58c7cc4f4563c9ee1ade5fc4f3d9";

export default node;
