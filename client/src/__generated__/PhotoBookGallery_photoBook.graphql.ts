/**
 * @generated SignedSource<<23186d45e31b486608a46607965c59b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OnlineVersionState = "NOT_REQUESTED" | "READY" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PhotoBookGallery_photoBook$data = {
  readonly galleryEntry: {
    readonly categories: ReadonlyArray<{
      readonly code: string;
      readonly name: string;
    }>;
    readonly id: string;
  } | null | undefined;
  readonly id: string;
  readonly product: {
    readonly onlineVersion: {
      readonly isBlocked: boolean;
      readonly state: OnlineVersionState;
    } | null | undefined;
  };
  readonly " $fragmentType": "PhotoBookGallery_photoBook";
};
export type PhotoBookGallery_photoBook$key = {
  readonly " $data"?: PhotoBookGallery_photoBook$data;
  readonly " $fragmentSpreads": FragmentRefs<"PhotoBookGallery_photoBook">;
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
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "channel"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PhotoBookGallery_photoBook",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderProduct",
      "kind": "LinkedField",
      "name": "product",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OnlineVersion",
          "kind": "LinkedField",
          "name": "onlineVersion",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isBlocked",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "channel",
          "variableName": "channel"
        }
      ],
      "concreteType": "GalleryEntry",
      "kind": "LinkedField",
      "name": "galleryEntry",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "GalleryCategory",
          "kind": "LinkedField",
          "name": "categories",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OnlinePhotoBook",
  "abstractKey": null
};
})();

(node as any).hash = "5d96a572b4f42a02258fed9c8c21543a";

export default node;
