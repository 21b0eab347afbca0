/**
 * @generated SignedSource<<5266722e9c60a6031dd8b62a2d87d3c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CallbackFormat = "CSV" | "JSON" | "XML" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FtpCallbackForm_integration$data = {
  readonly callbackFormat: CallbackFormat | null | undefined;
  readonly callbackUrl: string | null | undefined;
  readonly " $fragmentType": "FtpCallbackForm_integration";
};
export type FtpCallbackForm_integration$key = {
  readonly " $data"?: FtpCallbackForm_integration$data;
  readonly " $fragmentSpreads": FragmentRefs<"FtpCallbackForm_integration">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FtpCallbackForm_integration",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "callbackUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "callbackFormat",
      "storageKey": null
    }
  ],
  "type": "FtpIntegration",
  "abstractKey": null
};

(node as any).hash = "1810d6dd9d3398a84d2f2e8d54cdea3f";

export default node;
