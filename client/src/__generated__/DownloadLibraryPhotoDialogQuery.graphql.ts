/**
 * @generated SignedSource<<b90db9910fe4c9b62bf1a85db1698952>>
 * @relayHash 17fc120552ec0d1e296209ad5a6dfab6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17fc120552ec0d1e296209ad5a6dfab6

import { ConcreteRequest } from 'relay-runtime';
export type DownloadLibraryPhotoDialogQuery$variables = {
  id: string;
};
export type DownloadLibraryPhotoDialogQuery$data = {
  readonly node: {
    readonly __typename: "Photo";
    readonly localFileName: string;
    readonly untouchedUrl: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type DownloadLibraryPhotoDialogQuery = {
  response: DownloadLibraryPhotoDialogQuery$data;
  variables: DownloadLibraryPhotoDialogQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "localFileName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "untouchedUrl",
      "storageKey": null
    }
  ],
  "type": "Photo",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DownloadLibraryPhotoDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "DownloadLibraryPhotoDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "id": "17fc120552ec0d1e296209ad5a6dfab6",
    "metadata": {},
    "name": "DownloadLibraryPhotoDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df52dc80422a2487a9f98fc8b7490b61";

export default node;
