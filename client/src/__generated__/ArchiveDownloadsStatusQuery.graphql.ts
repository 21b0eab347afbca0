/**
 * @generated SignedSource<<e98437ffbf28dfa0d753b00401bafdd5>>
 * @relayHash 400faa7355699ac4c5c1fde606a6aa6c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 400faa7355699ac4c5c1fde606a6aa6c

import { ConcreteRequest } from 'relay-runtime';
export type DownloadStatus = "FAILED" | "FINISHED" | "IN_PROGRESS" | "PENDING" | "%future added value";
export type ArchiveDownloadsStatusQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type ArchiveDownloadsStatusQuery$data = {
  readonly nodes: ReadonlyArray<{
    readonly download: {
      readonly id: string;
      readonly progress: {
        readonly done: number;
        readonly total: number;
      };
      readonly status: DownloadStatus;
      readonly url: string | null | undefined;
    } | null | undefined;
  } | null | undefined>;
};
export type ArchiveDownloadsStatusQuery = {
  response: ArchiveDownloadsStatusQuery$data;
  variables: ArchiveDownloadsStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "ids",
    "variableName": "ids"
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
  "name": "url",
  "storageKey": null
},
v5 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ArchiveDownloadsStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                (v5/*:: as any*/)
              ],
              "type": "Download",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "download"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ArchiveDownloadsStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "nodes",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "type": "Download",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "400faa7355699ac4c5c1fde606a6aa6c",
    "metadata": {},
    "name": "ArchiveDownloadsStatusQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "387505543dcdc4bae92ec889eff4a26e";

export default node;
