/**
 * @generated SignedSource<<5ab0827b1d6fed23cafb1daabcb3cd1b>>
 * @relayHash afddc7ebd7117d0fdf1d976f05cf28cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID afddc7ebd7117d0fdf1d976f05cf28cb

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupportChatAuthor = "AGENT" | "CUSTOMER" | "%future added value";
export type useSupportChatSubscription$variables = {
  connections: ReadonlyArray<string>;
};
export type useSupportChatSubscription$data = {
  readonly supportChatMessageAdded: {
    readonly messageEdge: {
      readonly cursor: string;
      readonly node: {
        readonly author: SupportChatAuthor;
        readonly id: string;
        readonly text: string;
        readonly " $fragmentSpreads": FragmentRefs<"SupportChatMessage_message">;
      };
    };
  };
};
export type useSupportChatSubscription = {
  response: useSupportChatSubscription$data;
  variables: useSupportChatSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "connections"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSupportChatSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupportChatMessageAddedEvent",
        "kind": "LinkedField",
        "name": "supportChatMessageAdded",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportChatMessageEdge",
            "kind": "LinkedField",
            "name": "messageEdge",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SupportChatMessage",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SupportChatMessage_message"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSupportChatSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SupportChatMessageAddedEvent",
        "kind": "LinkedField",
        "name": "supportChatMessageAdded",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SupportChatMessageEdge",
            "kind": "LinkedField",
            "name": "messageEdge",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SupportChatMessage",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "appendEdge",
            "key": "",
            "kind": "LinkedHandle",
            "name": "messageEdge",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "afddc7ebd7117d0fdf1d976f05cf28cb",
    "metadata": {},
    "name": "useSupportChatSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "2fbec5ac7d1615dafea6e1d0a4f919be";

export default node;
