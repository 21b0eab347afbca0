/**
 * @generated SignedSource<<085ef0505e0ce85b55ee1bd0d58b1b02>>
 * @relayHash eb97b7f15f7dc027953c1d7c9337421b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb97b7f15f7dc027953c1d7c9337421b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedbackSurveyOfferQuery$variables = {
  locale: string;
};
export type FeedbackSurveyOfferQuery$data = {
  readonly viewer: {
    readonly feedbackSurvey: {
      readonly offered: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"FeedbackSurveyCard_survey">;
    } | null | undefined;
  };
};
export type FeedbackSurveyOfferQuery = {
  response: FeedbackSurveyOfferQuery$data;
  variables: FeedbackSurveyOfferQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "locale"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "locale",
    "variableName": "locale"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "offered",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedbackSurveyOfferQuery",
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
            "args": (v1/*:: as any*/),
            "concreteType": "FeedbackSurvey",
            "kind": "LinkedField",
            "name": "feedbackSurvey",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FeedbackSurveyCard_survey"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FeedbackSurveyOfferQuery",
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
            "args": (v1/*:: as any*/),
            "concreteType": "FeedbackSurvey",
            "kind": "LinkedField",
            "name": "feedbackSurvey",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "locale",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "eb97b7f15f7dc027953c1d7c9337421b",
    "metadata": {},
    "name": "FeedbackSurveyOfferQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "64c0be8c8bfd8b746323c80e6ee46a5e";

export default node;
