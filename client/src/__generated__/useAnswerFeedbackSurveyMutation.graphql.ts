/**
 * @generated SignedSource<<2b040ac9197a6e73ccfea51dee95092a>>
 * @relayHash 80ae940ca05a3f5d393fd2f3a533cac7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 80ae940ca05a3f5d393fd2f3a533cac7

import { ConcreteRequest } from 'relay-runtime';
export type FeedbackSurveyReason = "ANSWERED" | "DISMISSED" | "LOCALE_NOT_SURVEYED" | "NO_ANALYTICS_CONSENT" | "%future added value";
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type AnswerFeedbackSurveyInput = {
  comment?: string | null | undefined;
  locale: string;
  rating: number;
};
export type useAnswerFeedbackSurveyMutation$variables = {
  input: AnswerFeedbackSurveyInput;
};
export type useAnswerFeedbackSurveyMutation$data = {
  readonly answerFeedbackSurvey: {
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly survey: {
      readonly id: string;
      readonly offered: boolean;
      readonly reason: FeedbackSurveyReason | null | undefined;
    } | null | undefined;
  };
};
export type useAnswerFeedbackSurveyMutation = {
  response: useAnswerFeedbackSurveyMutation$data;
  variables: useAnswerFeedbackSurveyMutation$variables;
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
    "concreteType": "AnswerFeedbackSurveyPayload",
    "kind": "LinkedField",
    "name": "answerFeedbackSurvey",
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
    "name": "useAnswerFeedbackSurveyMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerFeedbackSurveyMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "80ae940ca05a3f5d393fd2f3a533cac7",
    "metadata": {},
    "name": "useAnswerFeedbackSurveyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6bab095d4f7ea936dbcaf72cbd4a4789";

export default node;
