/**
 * @generated SignedSource<<f01ec3c395d1e5707cbf78e2effa1cf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderDisplayStatus = "AWAITING_PAYMENT" | "CANCELLED" | "IN_PRODUCTION" | "ORDERED" | "SENT" | "%future added value";
export type OrderStatusTone = "CRITICAL" | "INFO" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderProductItem_product$data = {
  readonly code: string;
  readonly isDelayed: boolean;
  readonly pdf: {
    readonly fileName: string;
    readonly url: string;
  } | null | undefined;
  readonly price: {
    readonly " $fragmentSpreads": FragmentRefs<"orderFormat_money">;
  };
  readonly quantity: number;
  readonly status: OrderDisplayStatus;
  readonly statusTone: OrderStatusTone;
  readonly title: string;
  readonly voucher: {
    readonly code: string;
    readonly title: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EVoucherInfo_product" | "OnlineVersionPanel_product" | "OrderCutOffNote_product" | "PrintedPhotos_product">;
  readonly " $fragmentType": "OrderProductItem_product";
};
export type OrderProductItem_product$key = {
  readonly " $data"?: OrderProductItem_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderProductItem_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderProductItem_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
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
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "price",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AppliedVoucher",
      "kind": "LinkedField",
      "name": "voucher",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductPdf",
      "kind": "LinkedField",
      "name": "pdf",
      "plural": false,
      "selections": [
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
          "name": "fileName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EVoucherInfo_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderCutOffNote_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PrintedPhotos_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OnlineVersionPanel_product"
    }
  ],
  "type": "OrderProduct",
  "abstractKey": null
};
})();

(node as any).hash = "db0fbe23706e6ca5f882f986fc09f8b6";

export default node;
