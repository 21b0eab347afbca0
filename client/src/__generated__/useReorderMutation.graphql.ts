/**
 * @generated SignedSource<<63cd12edccba1be6711cb4fddd9a1e86>>
 * @relayHash 27e8ace987343a8548b6387a20890874
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27e8ace987343a8548b6387a20890874

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type ReorderInput = {
  orderId: string;
};
export type useReorderMutation$variables = {
  input: ReorderInput;
};
export type useReorderMutation$data = {
  readonly reorder: {
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly shopUrl: string | null | undefined;
  };
};
export type useReorderMutation = {
  response: useReorderMutation$data;
  variables: useReorderMutation$variables;
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
    "concreteType": "ReorderPayload",
    "kind": "LinkedField",
    "name": "reorder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "shopUrl",
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
    "name": "useReorderMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReorderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "27e8ace987343a8548b6387a20890874",
    "metadata": {},
    "name": "useReorderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "64c7590244fc963f3efd398d71e9736f";

export default node;
