/**
 * @generated SignedSource<<e6b3ed9a57547705d5050ae8228b72dd>>
 * @relayHash daf0b08af5392adf06ccfb6b17e1088f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID daf0b08af5392adf06ccfb6b17e1088f

import { ConcreteRequest } from 'relay-runtime';
export type AddAddressPageQuery$variables = Record<PropertyKey, never>;
export type AddAddressPageQuery$data = {
  readonly viewer: {
    readonly defaultAddress: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly countryCode: string;
        };
      }>;
      readonly totalCount: number;
    } | null | undefined;
  };
};
export type AddAddressPageQuery = {
  response: AddAddressPageQuery$data;
  variables: AddAddressPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "countryCode",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddAddressPageQuery",
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
            "alias": "defaultAddress",
            "args": (v0/*:: as any*/),
            "concreteType": "AddressConnection",
            "kind": "LinkedField",
            "name": "addresses",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AddressEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Address",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "addresses(first:1)"
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
    "name": "AddAddressPageQuery",
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
            "alias": "defaultAddress",
            "args": (v0/*:: as any*/),
            "concreteType": "AddressConnection",
            "kind": "LinkedField",
            "name": "addresses",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "AddressEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Address",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "addresses(first:1)"
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "daf0b08af5392adf06ccfb6b17e1088f",
    "metadata": {},
    "name": "AddAddressPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "86a74d18fdb0cdde30bd0c73c70a8e52";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
