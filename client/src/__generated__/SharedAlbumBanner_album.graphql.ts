/**
 * @generated SignedSource<<1a3ec4da512e73ae667482e42cac68d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharedAlbumBanner_album$data = {
  readonly owner: {
    readonly email: string;
    readonly id: string;
  };
  readonly participants: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
  }>;
  readonly viewerIsOwner: boolean;
  readonly " $fragmentType": "SharedAlbumBanner_album";
};
export type SharedAlbumBanner_album$key = {
  readonly " $data"?: SharedAlbumBanner_album$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedAlbumBanner_album">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "email",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedAlbumBanner_album",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsOwner",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AlbumParticipant",
      "kind": "LinkedField",
      "name": "owner",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AlbumParticipant",
      "kind": "LinkedField",
      "name": "participants",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "SharedAlbum",
  "abstractKey": null
};
})();

(node as any).hash = "b41dd90fc0093cfc32ac78c40f451328";

export default node;
