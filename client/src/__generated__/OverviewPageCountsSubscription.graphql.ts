/**
 * @generated SignedSource<<a6563f12d4af1091ea5e943fdb631206>>
 * @relayHash a92bff6225b45a437b043d698157e74e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a92bff6225b45a437b043d698157e74e

import { ConcreteRequest } from 'relay-runtime';
export type OverviewPageCountsSubscription$variables = Record<PropertyKey, never>;
export type OverviewPageCountsSubscription$data = {
  readonly photoLibraryCountsChanged: {
    readonly albumsCount: number;
    readonly photosCount: number;
  };
};
export type OverviewPageCountsSubscription = {
  response: OverviewPageCountsSubscription$data;
  variables: OverviewPageCountsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PhotoLibrary",
    "kind": "LinkedField",
    "name": "photoLibraryCountsChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "photosCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "albumsCount",
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
    "name": "OverviewPageCountsSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OverviewPageCountsSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "a92bff6225b45a437b043d698157e74e",
    "metadata": {},
    "name": "OverviewPageCountsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "ff84a474cac8384b3792d6095ca51531";

export default node;
