/**
 * @generated SignedSource<<220b3cdd70da689875fc98e5af382a08>>
 * @relayHash 9a1e257a71a0d49817006d7624196236
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a1e257a71a0d49817006d7624196236

import { ConcreteRequest } from 'relay-runtime';
export type OverviewPageCountsSubscription$variables = Record<PropertyKey, never>;
export type OverviewPageCountsSubscription$data = {
  readonly photoLibraryCountsChanged: {
    readonly albumsCount: number;
    readonly id: string;
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
        "name": "id",
        "storageKey": null
      },
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
    "id": "9a1e257a71a0d49817006d7624196236",
    "metadata": {},
    "name": "OverviewPageCountsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "5ca30674c34374a03ba91ce1f2c52387";

export default node;
