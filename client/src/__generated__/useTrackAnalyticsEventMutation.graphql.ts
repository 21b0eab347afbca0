/**
 * @generated SignedSource<<282caf75724651bfbe4b6b474d3af220>>
 * @relayHash 489f1f0a9bd8d22ebd1fdfefe458ee3e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 489f1f0a9bd8d22ebd1fdfefe458ee3e

import { ConcreteRequest } from 'relay-runtime';
export type AnalyticsEvent = "PHOTO_LIBRARY_IMPORT_FINISHED" | "%future added value";
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type TrackAnalyticsEventInput = {
  event: AnalyticsEvent;
};
export type useTrackAnalyticsEventMutation$variables = {
  input: TrackAnalyticsEventInput;
};
export type useTrackAnalyticsEventMutation$data = {
  readonly trackAnalyticsEvent: {
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly trackedAt: any | null | undefined;
  };
};
export type useTrackAnalyticsEventMutation = {
  response: useTrackAnalyticsEventMutation$data;
  variables: useTrackAnalyticsEventMutation$variables;
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
    "concreteType": "TrackAnalyticsEventPayload",
    "kind": "LinkedField",
    "name": "trackAnalyticsEvent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "trackedAt",
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
    "name": "useTrackAnalyticsEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTrackAnalyticsEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "489f1f0a9bd8d22ebd1fdfefe458ee3e",
    "metadata": {},
    "name": "useTrackAnalyticsEventMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "eda681dec11d044e777ec8503bf558da";

export default node;
