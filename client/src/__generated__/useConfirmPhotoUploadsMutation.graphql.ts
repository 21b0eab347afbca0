/**
 * @generated SignedSource<<9edce7f210aa9cba690ae394c7e510bb>>
 * @relayHash 741a8a40624722720eb45e78f7226da6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 741a8a40624722720eb45e78f7226da6

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmPhotoUploadsInput = {
  albumId?: string | null | undefined;
  discardUploadIds?: ReadonlyArray<string>;
  keepUploadIds: ReadonlyArray<string>;
};
export type useConfirmPhotoUploadsMutation$variables = {
  input: ConfirmPhotoUploadsInput;
};
export type useConfirmPhotoUploadsMutation$data = {
  readonly confirmPhotoUploads: {
    readonly failedUploadIds: ReadonlyArray<string>;
    readonly photos: ReadonlyArray<{
      readonly id: string;
    }>;
  };
};
export type useConfirmPhotoUploadsMutation = {
  response: useConfirmPhotoUploadsMutation$data;
  variables: useConfirmPhotoUploadsMutation$variables;
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
    "concreteType": "ConfirmPhotoUploadsPayload",
    "kind": "LinkedField",
    "name": "confirmPhotoUploads",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Photo",
        "kind": "LinkedField",
        "name": "photos",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
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
    "name": "useConfirmPhotoUploadsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmPhotoUploadsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "741a8a40624722720eb45e78f7226da6",
    "metadata": {},
    "name": "useConfirmPhotoUploadsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2f6c81fcc68317fbb5b3bc91cc628bf5";

export default node;
