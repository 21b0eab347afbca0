/**
 * @generated SignedSource<<5dc749b8ef3a87eb72cf85630624263e>>
 * @relayHash 1fa9686e26d06306e0de55ca1f8a9590
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1fa9686e26d06306e0de55ca1f8a9590

import { ConcreteRequest } from 'relay-runtime';
export type CreatePhotoUploadsInput = {
  files: ReadonlyArray<PhotoUploadFileInput>;
};
export type PhotoUploadFileInput = {
  fileName: string;
  size: number;
};
export type useCreatePhotoUploadsMutation$variables = {
  input: CreatePhotoUploadsInput;
};
export type useCreatePhotoUploadsMutation$data = {
  readonly createPhotoUploads: {
    readonly uploads: ReadonlyArray<{
      readonly fileName: string;
      readonly uploadId: string;
      readonly uploadUrl: string;
    }>;
  };
};
export type useCreatePhotoUploadsMutation = {
  response: useCreatePhotoUploadsMutation$data;
  variables: useCreatePhotoUploadsMutation$variables;
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
    "concreteType": "CreatePhotoUploadsPayload",
    "kind": "LinkedField",
    "name": "createPhotoUploads",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PhotoUpload",
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
            "name": "uploadUrl",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreatePhotoUploadsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePhotoUploadsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1fa9686e26d06306e0de55ca1f8a9590",
    "metadata": {},
    "name": "useCreatePhotoUploadsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d2bbf88ff6254dccc7499440f7dfb911";

export default node;
