/**
 * @generated SignedSource<<4402accf4265db27ea46eac3e9d19718>>
 * @relayHash 2d75642ed675806130de13989c9a8c1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d75642ed675806130de13989c9a8c1b

import { ConcreteRequest } from 'relay-runtime';
export type ExperimentName = "SAMPLE_TEST" | "%future added value";
export type ExperimentVariant = "A" | "CONTROL" | "%future added value";
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type RecordExperimentExposureInput = {
  name: ExperimentName;
};
export type useRecordExperimentExposureMutation$variables = {
  input: RecordExperimentExposureInput;
};
export type useRecordExperimentExposureMutation$data = {
  readonly recordExperimentExposure: {
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly exposure: {
      readonly variant: ExperimentVariant;
    } | null | undefined;
  };
};
export type useRecordExperimentExposureMutation = {
  response: useRecordExperimentExposureMutation$data;
  variables: useRecordExperimentExposureMutation$variables;
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
    "concreteType": "RecordExperimentExposurePayload",
    "kind": "LinkedField",
    "name": "recordExperimentExposure",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ExperimentExposure",
        "kind": "LinkedField",
        "name": "exposure",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "variant",
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
    "name": "useRecordExperimentExposureMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRecordExperimentExposureMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2d75642ed675806130de13989c9a8c1b",
    "metadata": {},
    "name": "useRecordExperimentExposureMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0206d47faf44aebb604ec3f7f1e05a30";

export default node;
