/**
 * @generated SignedSource<<d4c8cfba72c9ab6cf8385a0f109c3f81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FtpInstructions_integration$data = {
  readonly folder: string;
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly " $fragmentType": "FtpInstructions_integration";
};
export type FtpInstructions_integration$key = {
  readonly " $data"?: FtpInstructions_integration$data;
  readonly " $fragmentSpreads": FragmentRefs<"FtpInstructions_integration">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FtpInstructions_integration",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "host",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "port",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "user",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "folder",
      "storageKey": null
    }
  ],
  "type": "FtpIntegration",
  "abstractKey": null
};

(node as any).hash = "3244453feae73f350c735b187973b735";

export default node;
