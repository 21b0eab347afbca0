/**
 * @generated SignedSource<<6c655bfd90bab4f1e997d85710002dab>>
 * @relayHash 3c4a5fd76403c1dbd1bdb9a483c6bafc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c4a5fd76403c1dbd1bdb9a483c6bafc

import { ConcreteRequest } from 'relay-runtime';
export type PhotoLibraryStatus = "ACTIVE" | "DELETING" | "IMPORTING" | "NOT_ACTIVE" | "%future added value";
export type useActivatePhotoLibraryMutation$variables = Record<PropertyKey, never>;
export type useActivatePhotoLibraryMutation$data = {
  readonly activatePhotoLibrary: {
    readonly photoLibrary: {
      readonly importStarted: boolean;
      readonly status: PhotoLibraryStatus;
    } | null | undefined;
  };
};
export type useActivatePhotoLibraryMutation = {
  response: useActivatePhotoLibraryMutation$data;
  variables: useActivatePhotoLibraryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ActivatePhotoLibraryPayload",
    "kind": "LinkedField",
    "name": "activatePhotoLibrary",
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
            "name": "importStarted",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useActivatePhotoLibraryMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useActivatePhotoLibraryMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3c4a5fd76403c1dbd1bdb9a483c6bafc",
    "metadata": {},
    "name": "useActivatePhotoLibraryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "73caaba856b69bbb0fca63e71bd52f37";

export default node;
