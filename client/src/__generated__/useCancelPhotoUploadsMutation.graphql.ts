/**
 * @generated SignedSource<<cb3721945fb720ea90cb2fc1ebd31a8c>>
 * @relayHash 665893775bcb8c3f5425e85084156b9a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 665893775bcb8c3f5425e85084156b9a

import { ConcreteRequest } from 'relay-runtime';
export type CancelPhotoUploadsInput = {
  uploadIds: ReadonlyArray<string>;
};
export type useCancelPhotoUploadsMutation$variables = {
  input: CancelPhotoUploadsInput;
};
export type useCancelPhotoUploadsMutation$data = {
  readonly cancelPhotoUploads: {
    readonly deletedUploadIds: ReadonlyArray<string>;
    readonly failedUploadIds: ReadonlyArray<string>;
  };
};
export type useCancelPhotoUploadsMutation = {
  response: useCancelPhotoUploadsMutation$data;
  variables: useCancelPhotoUploadsMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CancelPhotoUploadsPayload",
    "kind": "LinkedField",
    "name": "cancelPhotoUploads",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deletedUploadIds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "failedUploadIds",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCancelPhotoUploadsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCancelPhotoUploadsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "665893775bcb8c3f5425e85084156b9a",
    "metadata": {},
    "name": "useCancelPhotoUploadsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a7bb6ac8a545f720ff36b1a359043f77";

export default node;
