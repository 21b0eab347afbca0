/**
 * @generated SignedSource<<01270d92c0bfc9b62a965dbf47cf96f1>>
 * @relayHash bba0d8c012b9037c24355f2e126dcc0f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bba0d8c012b9037c24355f2e126dcc0f

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
    "id": "bba0d8c012b9037c24355f2e126dcc0f",
    "metadata": {},
    "name": "useAnswerFeedbackSurveyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc880e0f19d6da0be05efce7bdf66113";

export default node;
