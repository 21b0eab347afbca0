/**
 * @generated SignedSource<<06521c18301d99be71e99e143a8e2905>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OnlineVersionState = "NOT_REQUESTED" | "READY" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OnlineVersionState_onlineVersion$data = {
  readonly isBlocked: boolean;
  readonly state: OnlineVersionState;
  readonly " $fragmentType": "OnlineVersionState_onlineVersion";
};
export type OnlineVersionState_onlineVersion$key = {
  readonly " $data"?: OnlineVersionState_onlineVersion$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnlineVersionState_onlineVersion">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnlineVersionState_onlineVersion",
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
      "name": "isBlocked",
      "storageKey": null
    }
  ],
  "type": "OnlineVersion",
  "abstractKey": null
};

(node as any).hash = "e77e80c6a799c83c51e8e704456f8f4e";

export default node;
