/**
 * @generated SignedSource<<1e7c2d756edc84c026f8dbedceb3c60b>>
 * @relayHash 94f4c7e4a22122d556917326f349ec19
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94f4c7e4a22122d556917326f349ec19

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type CreatePrintSelectionInput = {
  albumId?: string | null | undefined;
  channel: string;
  photoIds: ReadonlyArray<string>;
};
export type useCreatePrintSelectionMutation$variables = {
  input: CreatePrintSelectionInput;
};
export type useCreatePrintSelectionMutation$data = {
  readonly createPrintSelection: {
    readonly editorUrl: string | null | undefined;
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
  };
};
export type useCreatePrintSelectionMutation = {
  response: useCreatePrintSelectionMutation$data;
  variables: useCreatePrintSelectionMutation$variables;
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
    "concreteType": "CreatePrintSelectionPayload",
    "kind": "LinkedField",
    "name": "createPrintSelection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "editorUrl",
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
    "name": "useCreatePrintSelectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePrintSelectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "94f4c7e4a22122d556917326f349ec19",
    "metadata": {},
    "name": "useCreatePrintSelectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b37077a6be434ea76a3a4b75aa86e0f";

export default node;
