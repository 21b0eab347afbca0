/**
 * @generated SignedSource<<1be0f955bcaee6f8452a8fcd0ad56387>>
 * @relayHash 838b2a038b3862d06f1703c5cd5f2b69
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 838b2a038b3862d06f1703c5cd5f2b69

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type ConfirmationInput = {
  token: string;
};
export type useConfirmAccountDeletionMutation$variables = {
  input: ConfirmationInput;
};
export type useConfirmAccountDeletionMutation$data = {
  readonly confirmAccountDeletion: {
    readonly deleted: boolean;
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
  };
};
export type useConfirmAccountDeletionMutation = {
  response: useConfirmAccountDeletionMutation$data;
  variables: useConfirmAccountDeletionMutation$variables;
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
    "concreteType": "ConfirmAccountDeletionPayload",
    "kind": "LinkedField",
    "name": "confirmAccountDeletion",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "deleted",
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
    "name": "useConfirmAccountDeletionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmAccountDeletionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "838b2a038b3862d06f1703c5cd5f2b69",
    "metadata": {},
    "name": "useConfirmAccountDeletionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7442aa227e44964bedc0919b5e71e8f5";

export default node;
