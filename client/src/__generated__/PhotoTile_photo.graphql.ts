/**
 * @generated SignedSource<<ecbce5b1fec0450aac6e4dad7ebfb001>>
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
    }
  ],
  "type": "Photo",
  "abstractKey": null
};

(node as any).hash = "35bd3e5a52a8b640bf0a1c7aee146069";

export default node;
