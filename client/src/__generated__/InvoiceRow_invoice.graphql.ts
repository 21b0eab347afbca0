/**
 * @generated SignedSource<<b2996127ce4d6426cdef8e577f91023c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceDownloadState = "FAILED" | "IDLE" | "IN_PROGRESS";
import { FragmentRefs } from "relay-runtime";
export type InvoiceRow_invoice$data = {
  readonly channel: string | null | undefined;
  readonly downloadState: InvoiceDownloadState | null | undefined;
  readonly downloadUrl: string;
  readonly fileName: string;
  readonly id: string;
  readonly invoiceNumber: string | null | undefined;
  readonly issuedAt: any;
  readonly orderRef: string;
  readonly total: {
    readonly " $fragmentSpreads": FragmentRefs<"orderFormat_money">;
  };
  readonly " $fragmentType": "InvoiceRow_invoice";
};
export type InvoiceRow_invoice$key = {
  readonly " $data"?: InvoiceRow_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceRow_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceRow_invoice",
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
      "name": "orderRef",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoiceNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "channel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "issuedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Money",
      "kind": "LinkedField",
      "name": "total",
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
      "kind": "ScalarField",
      "name": "fileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "kind": "ClientExtension",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadState",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "a61f933d02c603016c7b0180e0d82b3c";

export default node;
