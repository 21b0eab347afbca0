/**
 * @generated SignedSource<<28b4cd3fd420c01ee058f604099d628d>>
 * @relayHash 23e64cc0c4ddb79fbd2f517d6cbeee72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23e64cc0c4ddb79fbd2f517d6cbeee72

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type ConfirmationInput = {
  token: string;
};
export type useConfirmEmailChangeMutation$variables = {
  input: ConfirmationInput;
};
export type useConfirmEmailChangeMutation$data = {
  readonly confirmEmailChange: {
    readonly email: string | null | undefined;
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
  };
};
export type useConfirmEmailChangeMutation = {
  response: useConfirmEmailChangeMutation$data;
  variables: useConfirmEmailChangeMutation$variables;
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
    "concreteType": "ConfirmEmailChangePayload",
    "kind": "LinkedField",
    "name": "confirmEmailChange",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
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
    "name": "useConfirmEmailChangeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmEmailChangeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "23e64cc0c4ddb79fbd2f517d6cbeee72",
    "metadata": {},
    "name": "useConfirmEmailChangeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a8bb13bbc9a3f5d6695aec204346ab9";

export default node;
