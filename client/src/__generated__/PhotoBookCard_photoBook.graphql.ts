/**
 * @generated SignedSource<<ae1bc94124449f0ff1495bf62a118b21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoBookCard_photoBook$data = {
  readonly orderCode: string;
  readonly orderedAt: any;
  readonly product: {
    readonly onlineVersion: {
      readonly " $fragmentSpreads": FragmentRefs<"OnlineVersionState_onlineVersion">;
    } | null | undefined;
  };
  readonly productCode: string;
  readonly title: string;
  readonly " $fragmentType": "PhotoBookCard_photoBook";
};
export type PhotoBookCard_photoBook$key = {
  readonly " $data"?: PhotoBookCard_photoBook$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoBookCard_photoBook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoBookCard_photoBook",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "productCode",
      "storageKey": null
    },
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
        {
          "alias": null,
          "args": null,
          "concreteType": "OnlineVersion",
          "kind": "LinkedField",
          "name": "onlineVersion",
          "plural": false,
          "selections": [
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

(node as any).hash = "159199c2419994004e7f206954402ae7";

export default node;
