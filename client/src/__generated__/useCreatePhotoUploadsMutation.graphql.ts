/**
 * @generated SignedSource<<afcb9db433f8087a8b2e96a6f5b9c98b>>
 * @relayHash 2dcfe479408c39ca9394bfac7c11371d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2dcfe479408c39ca9394bfac7c11371d

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
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
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "MutationError",
        "kind": "LinkedField",
        "name": "error",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
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
    "id": "2dcfe479408c39ca9394bfac7c11371d",
    "metadata": {},
    "name": "useCreatePhotoUploadsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "af0feb502242714cb51f7a44271151ea";

export default node;
