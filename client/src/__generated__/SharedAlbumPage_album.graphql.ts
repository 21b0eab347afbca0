/**
 * @generated SignedSource<<08f5a131476b8df37c3c4f2f2c50ee18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharedAlbumPage_album$data = {
  readonly created: any;
  readonly id: string;
  readonly name: string;
  readonly photosCount: number;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"SharedAlbumBanner_album" | "SharedAlbumPhotos_album">;
  readonly " $fragmentType": "SharedAlbumPage_album";
};
export type SharedAlbumPage_album$key = {
  readonly " $data"?: SharedAlbumPage_album$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedAlbumPage_album">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": 24,
      "kind": "LocalArgument",
      "name": "first"
    },
    {
      "defaultValue": "S300",
      "kind": "LocalArgument",
      "name": "size"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "sort"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedAlbumPage_album",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photosCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "created",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsOwner",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SharedAlbumBanner_album"
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        },
        {
          "kind": "Variable",
          "name": "size",
          "variableName": "size"
        },
        {
          "kind": "Variable",
          "name": "sort",
          "variableName": "sort"
        }
      ],
      "kind": "FragmentSpread",
      "name": "SharedAlbumPhotos_album"
    }
  ],
  "type": "SharedAlbum",
  "abstractKey": null
};

(node as any).hash = "b32c0968c4f2255c3a60ead2007d86e7";

export default node;
