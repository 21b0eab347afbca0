/**
 * @generated SignedSource<<b8e2e8534b8f23617b873565672f541d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SharedAlbumCard_album$data = {
  readonly coverPhoto: {
    readonly id: string;
    readonly thumbnail: {
      readonly url: string;
    };
  } | null | undefined;
  readonly created: any;
  readonly id: string;
  readonly name: string;
  readonly photosCount: number;
  readonly " $fragmentType": "SharedAlbumCard_album";
};
export type SharedAlbumCard_album$key = {
  readonly " $data"?: SharedAlbumCard_album$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedAlbumCard_album">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": "S300",
      "kind": "LocalArgument",
      "name": "size"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedAlbumCard_album",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Photo",
      "kind": "LinkedField",
      "name": "coverPhoto",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "SharedAlbum",
  "abstractKey": null
};
})();

(node as any).hash = "78ed8f0caa61487a81952a7c6ca2f34f";

export default node;
