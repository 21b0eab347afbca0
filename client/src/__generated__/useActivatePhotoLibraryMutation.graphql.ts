/**
 * @generated SignedSource<<a6ad57f6b2a69fbaf4b2bfd0800178ef>>
 * @relayHash 148589d1a77474d81abe2967808c8f9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 148589d1a77474d81abe2967808c8f9a

import { ConcreteRequest } from 'relay-runtime';
export type PhotoLibraryStatus = "ACTIVE" | "DELETING" | "IMPORTING" | "NOT_ACTIVE" | "%future added value";
export type useActivatePhotoLibraryMutation$variables = Record<PropertyKey, never>;
export type useActivatePhotoLibraryMutation$data = {
  readonly activatePhotoLibrary: {
    readonly photoLibrary: {
      readonly id: string;
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
            "name": "id",
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
    "id": "148589d1a77474d81abe2967808c8f9a",
    "metadata": {},
    "name": "useActivatePhotoLibraryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "439a9199c4145f2326ed5f0157c9f1e6";

export default node;
