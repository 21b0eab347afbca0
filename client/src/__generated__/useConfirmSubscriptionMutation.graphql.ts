/**
 * @generated SignedSource<<c891f694c5b33334d17ae92b07e6bc5e>>
 * @relayHash 8cbfefd86b3a586f9155aae7b026d920
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cbfefd86b3a586f9155aae7b026d920

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type ConfirmSubscriptionInput = {
  email: string;
  token: string;
};
export type useConfirmSubscriptionMutation$variables = {
  input: ConfirmSubscriptionInput;
};
export type useConfirmSubscriptionMutation$data = {
  readonly confirmSubscription: {
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly subscribed: boolean;
  };
};
export type useConfirmSubscriptionMutation = {
  response: useConfirmSubscriptionMutation$data;
  variables: useConfirmSubscriptionMutation$variables;
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
    "concreteType": "ConfirmSubscriptionPayload",
    "kind": "LinkedField",
    "name": "confirmSubscription",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subscribed",
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
    "name": "useConfirmSubscriptionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmSubscriptionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8cbfefd86b3a586f9155aae7b026d920",
    "metadata": {},
    "name": "useConfirmSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3703b9716d32cb98a31a94f03743753f";

export default node;
