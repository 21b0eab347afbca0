/**
 * @generated SignedSource<<35f0e917c94396b26c9505780ccacc18>>
 * @relayHash 5e0fc037085c024049ffc6af316b2e1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e0fc037085c024049ffc6af316b2e1f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FtpIntegrationPageQuery$variables = Record<PropertyKey, never>;
export type FtpIntegrationPageQuery$data = {
  readonly viewer: {
    readonly ftpIntegration: {
      readonly " $fragmentSpreads": FragmentRefs<"FtpCallbackForm_integration" | "FtpInstructions_integration">;
    } | null | undefined;
  };
};
export type FtpIntegrationPageQuery = {
  response: FtpIntegrationPageQuery$data;
  variables: FtpIntegrationPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FtpIntegrationPageQuery",
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
            "args": null,
            "concreteType": "FtpIntegration",
            "kind": "LinkedField",
            "name": "ftpIntegration",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FtpInstructions_integration"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FtpCallbackForm_integration"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FtpIntegrationPageQuery",
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
            "args": null,
            "concreteType": "FtpIntegration",
            "kind": "LinkedField",
            "name": "ftpIntegration",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "host",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "port",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "user",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "folder",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "callbackUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "callbackFormat",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5e0fc037085c024049ffc6af316b2e1f",
    "metadata": {},
    "name": "FtpIntegrationPageQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "d5018224b775c1ef79bd3afaeecbf566";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
