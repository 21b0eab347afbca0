/**
 * @generated SignedSource<<c3e4acec13fcfcdd5b98e763ac4560d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PhotoTile_photo$data = {
  readonly id: string;
  readonly localFileName: string;
  readonly printedIn: ReadonlyArray<{
    readonly __typename: "PhotoPrintOrder";
  }>;
  readonly thumbnail: {
    readonly url: string;
  };
  readonly " $fragmentType": "PhotoTile_photo";
};
export type PhotoTile_photo$key = {
  readonly " $data"?: PhotoTile_photo$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoTile_photo">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": "S300",
      "kind": "LocalArgument",
      "name": "size"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoTile_photo",
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
      "name": "localFileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "size",
          "variableName": "size"
        }
      ],
      "concreteType": "Thumbnail",
      "kind": "LinkedField",
      "name": "thumbnail",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PhotoPrintOrder",
      "kind": "LinkedField",
      "name": "printedIn",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Photo",
  "abstractKey": null
};

(node as any).hash = "50e2515317f218ae13c9e15b9b1ce110";

export default node;
