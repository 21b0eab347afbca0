/**
 * @generated SignedSource<<31489a3c09588195885e8e44191ac545>>
 * @relayHash 7a5318eb160058d2084c2a7d8e453c8f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a5318eb160058d2084c2a7d8e453c8f

import { ConcreteRequest } from 'relay-runtime';
export type DownloadRowUrlQuery$variables = {
  id: string;
};
export type DownloadRowUrlQuery$data = {
  readonly node: {
    readonly url?: string | null | undefined;
  } | null | undefined;
};
export type DownloadRowUrlQuery = {
  response: DownloadRowUrlQuery$data;
  variables: DownloadRowUrlQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "type": "Download",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DownloadRowUrlQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "DownloadRowUrlQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7a5318eb160058d2084c2a7d8e453c8f",
    "metadata": {},
    "name": "DownloadRowUrlQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a88f22531a841454c94da2f4f5ff83fb";

export default node;
