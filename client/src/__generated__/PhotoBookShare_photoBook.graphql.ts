/**
 * @generated SignedSource<<b6a6d8e0aba196d577be0fffcdae1f98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OnlineVersionState = "NOT_REQUESTED" | "READY" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoBookShare_photoBook$data = {
  readonly product: {
    readonly id: string;
    readonly onlineVersion: {
      readonly isBlocked: boolean;
      readonly state: OnlineVersionState;
      readonly url: string | null | undefined;
    } | null | undefined;
  };
  readonly " $fragmentType": "PhotoBookShare_photoBook";
};
export type PhotoBookShare_photoBook$key = {
  readonly " $data"?: PhotoBookShare_photoBook$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoBookShare_photoBook">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoBookShare_photoBook",
  "selections": [
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
          "kind": "ScalarField",
          "name": "id",
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

(node as any).hash = "724becc2df5dda460ebb60de721dea74";

export default node;
