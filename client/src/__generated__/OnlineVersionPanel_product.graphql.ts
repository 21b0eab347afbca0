/**
 * @generated SignedSource<<a799815a6ef319240552fd3294eec938>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OnlineVersionState = "NOT_REQUESTED" | "READY" | "REQUESTED" | "%future added value";
export type OrderProductKind = "OTHER" | "PHOTO_BOOK" | "PRINTS" | "VOUCHER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OnlineVersionPanel_product$data = {
  readonly id: string;
  readonly kind: OrderProductKind;
  readonly onlineVersion: {
    readonly isBlocked: boolean;
    readonly shareCount: number;
    readonly state: OnlineVersionState;
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "OnlineVersionPanel_product";
};
export type OnlineVersionPanel_product$key = {
  readonly " $data"?: OnlineVersionPanel_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnlineVersionPanel_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnlineVersionPanel_product",
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
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OnlineVersion",
      "kind": "LinkedField",
      "name": "onlineVersion",
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isBlocked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shareCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrderProduct",
  "abstractKey": null
};

(node as any).hash = "d18280c3b62b42c8ba38fee8a672b1d9";

export default node;
