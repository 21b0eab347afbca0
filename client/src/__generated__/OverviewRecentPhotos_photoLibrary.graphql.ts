/**
 * @generated SignedSource<<e15d8f7a909c62434780cdb54155800a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverviewRecentPhotos_photoLibrary$data = {
  readonly recentPhotos: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly localFileName: string;
        readonly thumbnail: {
          readonly url: string;
        };
      };
    }>;
  };
  readonly " $fragmentType": "OverviewRecentPhotos_photoLibrary";
};
export type OverviewRecentPhotos_photoLibrary$key = {
  readonly " $data"?: OverviewRecentPhotos_photoLibrary$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewRecentPhotos_photoLibrary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewRecentPhotos_photoLibrary",
  "selections": [
    {
      "alias": "recentPhotos",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 6
        },
        {
          "kind": "Literal",
          "name": "sort",
          "value": {
            "key": "CREATED",
            "order": "DESC"
          }
        }
      ],
      "concreteType": "PhotoConnection",
      "kind": "LinkedField",
      "name": "photos",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PhotoEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Photo",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                      "kind": "Literal",
                      "name": "size",
                      "value": "S300"
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
                  "storageKey": "thumbnail(size:\"S300\")"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "photos(first:6,sort:{\"key\":\"CREATED\",\"order\":\"DESC\"})"
    }
  ],
  "type": "PhotoLibrary",
  "abstractKey": null
};

(node as any).hash = "6b646a19360d617198b71eee4053c27d";

export default node;
