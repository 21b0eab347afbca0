/**
 * @generated SignedSource<<5ca91a1b1a826014e63ab13df64062b6>>
 * @relayHash 7a065ea7ee42b32d843081e6b698b6c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a065ea7ee42b32d843081e6b698b6c4

import { ConcreteRequest } from 'relay-runtime';
export type UploadStatus = "DUPLICATE" | "PENDING" | "READY" | "REGISTERED" | "REJECTED" | "%future added value";
export type EarlierUploadsQuery$variables = {
  ids: ReadonlyArray<string>;
};
export type EarlierUploadsQuery$data = {
  readonly viewer: {
    readonly photoLibrary: {
      readonly uploads: ReadonlyArray<{
        readonly fileName: string;
        readonly madeBeforeSignIn: boolean;
        readonly status: UploadStatus;
        readonly uploadId: string;
      } | null | undefined>;
    } | null | undefined;
  };
};
export type EarlierUploadsQuery = {
  response: EarlierUploadsQuery$data;
  variables: EarlierUploadsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "ids"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "ids",
      "variableName": "ids"
    }
  ],
  "concreteType": "UploadLookup",
  "kind": "LinkedField",
  "name": "uploads",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uploadId",
      "storageKey": null
    },
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "madeBeforeSignIn",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EarlierUploadsQuery",
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
            "concreteType": "PhotoLibrary",
            "kind": "LinkedField",
            "name": "photoLibrary",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EarlierUploadsQuery",
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
            "concreteType": "PhotoLibrary",
            "kind": "LinkedField",
            "name": "photoLibrary",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "7a065ea7ee42b32d843081e6b698b6c4",
    "metadata": {},
    "name": "EarlierUploadsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6caf2ba5f385407cad4ee774108a3cec";

export default node;
