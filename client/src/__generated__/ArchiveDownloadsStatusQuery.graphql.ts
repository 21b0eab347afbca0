/**
 * @generated SignedSource<<83ef1f18a4c2321f138a9808989f0070>>
 * @relayHash b203889d0a9fb6d56d049b99a89591a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b203889d0a9fb6d56d049b99a89591a1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DownloadStatus = "FAILED" | "FINISHED" | "IN_PROGRESS" | "PENDING" | "%future added value";
export type ArchiveDownloadsStatusQuery$variables = Record<PropertyKey, never>;
export type ArchiveDownloadsStatusQuery$data = {
  readonly viewer: {
    readonly downloads: ReadonlyArray<{
      readonly id: string;
      readonly progress: {
        readonly done: number;
        readonly total: number;
      };
      readonly status: DownloadStatus;
      readonly url: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"DownloadRow_download">;
    }> | null | undefined;
  };
};
export type ArchiveDownloadsStatusQuery = {
  response: ArchiveDownloadsStatusQuery$data;
  variables: ArchiveDownloadsStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v3 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArchiveDownloadsStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Download",
            "kind": "LinkedField",
            "name": "downloads",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ArchiveDownloadsStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Download",
            "kind": "LinkedField",
            "name": "downloads",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
                "name": "photosCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b203889d0a9fb6d56d049b99a89591a1",
    "metadata": {},
    "name": "ArchiveDownloadsStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d1d571bc31111454d47c614ca41c343a";

export default node;
