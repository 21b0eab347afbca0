/**
 * @generated SignedSource<<21b87c9cd88e6486943d2acf48c13d33>>
 * @relayHash cb7ab7f0323bb1f2f71b0bd5c4f367fe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb7ab7f0323bb1f2f71b0bd5c4f367fe

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DownloadStatus = "FAILED" | "FINISHED" | "IN_PROGRESS" | "PENDING" | "%future added value";
export type CreateSharedAlbumDownloadInput = {
  name?: string | null | undefined;
  photoIds: ReadonlyArray<string>;
  sharedAlbumId: string;
};
export type useCreateSharedAlbumDownloadMutation$variables = {
  input: CreateSharedAlbumDownloadInput;
};
export type useCreateSharedAlbumDownloadMutation$data = {
  readonly createSharedAlbumDownload: {
    readonly download: {
      readonly id: string;
      readonly photosCount: number;
      readonly status: DownloadStatus;
      readonly " $fragmentSpreads": FragmentRefs<"DownloadRow_download">;
    };
  };
};
export type useCreateSharedAlbumDownloadMutation = {
  response: useCreateSharedAlbumDownloadMutation$data;
  variables: useCreateSharedAlbumDownloadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "photosCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateSharedAlbumDownloadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateSharedAlbumDownloadPayload",
        "kind": "LinkedField",
        "name": "createSharedAlbumDownload",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Download",
            "kind": "LinkedField",
            "name": "download",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DownloadRow_download"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateSharedAlbumDownloadMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CreateSharedAlbumDownloadPayload",
        "kind": "LinkedField",
        "name": "createSharedAlbumDownload",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Download",
            "kind": "LinkedField",
            "name": "download",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DownloadProgress",
                "kind": "LinkedField",
                "name": "progress",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "done",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "total",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cb7ab7f0323bb1f2f71b0bd5c4f367fe",
    "metadata": {},
    "name": "useCreateSharedAlbumDownloadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3457b8a2579869c4b496794bbd9316a4";

export default node;
