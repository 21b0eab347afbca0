/**
 * @generated SignedSource<<c9c81618ad2b9cfcb6e428043b8f9a18>>
 * @relayHash 419110ff3f996bd9848629dead24f319
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 419110ff3f996bd9848629dead24f319

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DownloadEventType = "ERROR" | "FINISHED" | "PROGRESS" | "STARTED" | "%future added value";
export type DownloadStatus = "FAILED" | "FINISHED" | "IN_PROGRESS" | "PENDING" | "%future added value";
export type ArchiveDownloadsSubscription$variables = Record<PropertyKey, never>;
export type ArchiveDownloadsSubscription$data = {
  readonly downloadEvents: {
    readonly done: number | null | undefined;
    readonly download: {
      readonly id: string;
      readonly status: DownloadStatus;
      readonly url: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"DownloadRow_download">;
    } | null | undefined;
    readonly downloadId: string;
    readonly total: number | null | undefined;
    readonly type: DownloadEventType;
  };
};
export type ArchiveDownloadsSubscription = {
  response: ArchiveDownloadsSubscription$data;
  variables: ArchiveDownloadsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downloadId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "done",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ArchiveDownloadsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DownloadEvent",
        "kind": "LinkedField",
        "name": "downloadEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Download",
            "kind": "LinkedField",
            "name": "download",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ArchiveDownloadsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DownloadEvent",
        "kind": "LinkedField",
        "name": "downloadEvents",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Download",
            "kind": "LinkedField",
            "name": "download",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DownloadProgress",
                "kind": "LinkedField",
                "name": "progress",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "419110ff3f996bd9848629dead24f319",
    "metadata": {},
    "name": "ArchiveDownloadsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "eb6d9fcd620c9a088f3c8f14070b61b9";

export default node;
