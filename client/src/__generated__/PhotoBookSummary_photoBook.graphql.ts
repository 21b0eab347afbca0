/**
 * @generated SignedSource<<244141b773062ecd7a7d0e0c89fffc4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OnlineVersionState = "NOT_REQUESTED" | "READY" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoBookSummary_photoBook$data = {
  readonly id: string;
  readonly orderCode: string;
  readonly orderedAt: any;
  readonly product: {
    readonly id: string;
    readonly onlineVersion: {
      readonly shareCount: number;
      readonly state: OnlineVersionState;
      readonly url: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"OnlineVersionState_onlineVersion">;
    } | null | undefined;
  };
  readonly title: string;
  readonly " $fragmentType": "PhotoBookSummary_photoBook";
};
export type PhotoBookSummary_photoBook$key = {
  readonly " $data"?: PhotoBookSummary_photoBook$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoBookSummary_photoBook">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoBookSummary_photoBook",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderProduct",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
              "name": "shareCount",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "OnlineVersionState_onlineVersion"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OnlinePhotoBook",
  "abstractKey": null
};
})();

(node as any).hash = "726f4801f50e8edc9b12dfd4c5db0bc0";

export default node;
