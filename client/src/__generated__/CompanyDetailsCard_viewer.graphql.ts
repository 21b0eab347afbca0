/**
 * @generated SignedSource<<8ee9f676be4a6de98bfe6298b58dfca0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyDetailsCard_viewer$data = {
  readonly companyDetails: {
    readonly companyName: string | null | undefined;
    readonly vatNumber: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "CompanyDetailsCard_viewer";
};
export type CompanyDetailsCard_viewer$key = {
  readonly " $data"?: CompanyDetailsCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyDetailsCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyDetailsCard_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CompanyDetails",
      "kind": "LinkedField",
      "name": "companyDetails",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "companyName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b1b5961fcda45a45f1390df9c4c2f6d3";

export default node;
