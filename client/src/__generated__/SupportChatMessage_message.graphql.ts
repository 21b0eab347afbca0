/**
 * @generated SignedSource<<79b8268c1328fd6562a92c0846216673>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SupportChatAuthor = "AGENT" | "CUSTOMER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SupportChatMessage_message$data = {
  readonly author: SupportChatAuthor;
  readonly id: string;
  readonly sentAt: any;
  readonly text: string;
  readonly " $fragmentType": "SupportChatMessage_message";
};
export type SupportChatMessage_message$key = {
  readonly " $data"?: SupportChatMessage_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupportChatMessage_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupportChatMessage_message",
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
      "name": "author",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    }
  ],
  "type": "SupportChatMessage",
  "abstractKey": null
};

(node as any).hash = "b35cb9d10253b49f4240e5746b4f718a";

export default node;
