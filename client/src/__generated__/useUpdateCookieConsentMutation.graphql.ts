/**
 * @generated SignedSource<<1593f1828c5bb5c5dadab5baf8533b9d>>
 * @relayHash 7a1812dadd1a3c52937d6ccbbe83d1b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7a1812dadd1a3c52937d6ccbbe83d1b1

import { ConcreteRequest } from 'relay-runtime';
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type UpdateCookieConsentInput = {
  analytics: boolean;
  marketing: boolean;
};
export type useUpdateCookieConsentMutation$variables = {
  input: UpdateCookieConsentInput;
};
export type useUpdateCookieConsentMutation$data = {
  readonly updateCookieConsent: {
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly viewer: {
      readonly cookieConsent: {
        readonly analytics: boolean;
        readonly code: string;
        readonly marketing: boolean;
      } | null | undefined;
      readonly id: string;
    } | null | undefined;
  };
};
export type useUpdateCookieConsentMutation = {
  response: useUpdateCookieConsentMutation$data;
  variables: useUpdateCookieConsentMutation$variables;
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
    "concreteType": "UpdateCookieConsentPayload",
    "kind": "LinkedField",
    "name": "updateCookieConsent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
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
            "concreteType": "CookieConsent",
            "kind": "LinkedField",
            "name": "cookieConsent",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "analytics",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "marketing",
                "storageKey": null
              }
            ],
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
    "name": "useUpdateCookieConsentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateCookieConsentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7a1812dadd1a3c52937d6ccbbe83d1b1",
    "metadata": {},
    "name": "useUpdateCookieConsentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6c70207eb55683ad151fe64ad532ba81";

export default node;
