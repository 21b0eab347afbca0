/**
 * @generated SignedSource<<1486f47152c5b0d8b1ad6d67fedce65b>>
 * @relayHash 017df917b102f08b5090ee10f78c953e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 017df917b102f08b5090ee10f78c953e

import { ConcreteRequest } from 'relay-runtime';
export type FeedbackSurveyReason = "ANSWERED" | "DISMISSED" | "LOCALE_NOT_SURVEYED" | "NO_ANALYTICS_CONSENT" | "%future added value";
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type DismissFeedbackSurveyInput = {
  locale: string;
};
export type useDismissFeedbackSurveyMutation$variables = {
  input: DismissFeedbackSurveyInput;
};
export type useDismissFeedbackSurveyMutation$data = {
  readonly dismissFeedbackSurvey: {
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly survey: {
      readonly id: string;
      readonly offered: boolean;
      readonly reason: FeedbackSurveyReason | null | undefined;
    } | null | undefined;
  };
};
export type useDismissFeedbackSurveyMutation = {
  response: useDismissFeedbackSurveyMutation$data;
  variables: useDismissFeedbackSurveyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "DismissFeedbackSurveyPayload",
    "kind": "LinkedField",
    "name": "dismissFeedbackSurvey",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FeedbackSurvey",
        "kind": "LinkedField",
        "name": "survey",
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
            "kind": "ScalarField",
            "name": "offered",
            "storageKey": null
          },
          (v1/*:: as any*/)
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
          (v1/*:: as any*/)
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
    "name": "useDismissFeedbackSurveyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDismissFeedbackSurveyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "017df917b102f08b5090ee10f78c953e",
    "metadata": {},
    "name": "useDismissFeedbackSurveyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "101d57889659ad52d2312ae9253db776";

export default node;
