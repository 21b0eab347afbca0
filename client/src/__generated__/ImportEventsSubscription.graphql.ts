/**
 * @generated SignedSource<<d97138c527791b9690ce7361ee778477>>
 * @relayHash f34c335a22e79e57a72fa057a78d0ef4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f34c335a22e79e57a72fa057a78d0ef4

import { ConcreteRequest } from 'relay-runtime';
export type PhotoLibraryImportEventType = "IMPORT_FINISHED" | "IMPORT_PROGRESS" | "IMPORT_STARTED" | "%future added value";
export type ImportEventsSubscription$variables = Record<PropertyKey, never>;
export type ImportEventsSubscription$data = {
  readonly photoLibraryImportEvents: {
    readonly id: string;
    readonly importedCount: number | null | undefined;
    readonly timestamp: any;
    readonly totalCount: number | null | undefined;
    readonly type: PhotoLibraryImportEventType;
  };
};
export type ImportEventsSubscription = {
  response: ImportEventsSubscription$data;
  variables: ImportEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PhotoLibraryImportEvent",
    "kind": "LinkedField",
    "name": "photoLibraryImportEvents",
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
        "name": "type",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "timestamp",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "importedCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "totalCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportEventsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ImportEventsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f34c335a22e79e57a72fa057a78d0ef4",
    "metadata": {},
    "name": "ImportEventsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b4bc1b518807444041ed25df61e123a0";

export default node;
