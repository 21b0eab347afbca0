/**
 * @generated SignedSource<<40bb54032abbe6b1093c5043547e52cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AlbumCard_album$data = {
  readonly coverPhoto: {
    readonly id: string;
    readonly thumbnail: {
      readonly url: string;
    };
  } | null | undefined;
  readonly created: any;
  readonly id: string;
  readonly isShared: boolean;
  readonly name: string;
  readonly photosCount: number;
  readonly sharedAlbum: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "AlbumCard_album";
};
export type AlbumCard_album$key = {
  readonly " $data"?: AlbumCard_album$data;
  readonly " $fragmentSpreads": FragmentRefs<"AlbumCard_album">;
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
  "name": "AlbumCard_album",
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
      "kind": "ScalarField",
      "name": "isShared",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SharedAlbum",
      "kind": "LinkedField",
      "name": "sharedAlbum",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
  "type": "Album",
  "abstractKey": null
};
})();

(node as any).hash = "7c98dc70acfe390b14833afe75662dd1";

export default node;
