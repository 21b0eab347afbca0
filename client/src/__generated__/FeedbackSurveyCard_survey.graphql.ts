/**
 * @generated SignedSource<<5b292c8501168f5f7f2b625ed13b129e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedbackSurveyCard_survey$data = {
  readonly locale: string;
  readonly " $fragmentType": "FeedbackSurveyCard_survey";
};
export type FeedbackSurveyCard_survey$key = {
  readonly " $data"?: FeedbackSurveyCard_survey$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedbackSurveyCard_survey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedbackSurveyCard_survey",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locale",
      "storageKey": null
    }
  ],
  "type": "FeedbackSurvey",
  "abstractKey": null
};

(node as any).hash = "b656e40a780966aec460f63fd52004d6";

export default node;
