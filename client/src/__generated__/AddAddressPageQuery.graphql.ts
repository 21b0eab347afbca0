/**
 * @generated SignedSource<<c94bfa66d2fe3af2e8b01fece18b7243>>
 * @relayHash b6b98a7f3d4a5e017b8c4da582a663a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b6b98a7f3d4a5e017b8c4da582a663a0

import { ConcreteRequest } from 'relay-runtime';
export type AddAddressPageQuery$variables = Record<PropertyKey, never>;
export type AddAddressPageQuery$data = {
  readonly viewer: {
    readonly defaultAddress: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly countryCode: string;
          readonly id: string;
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
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": "defaultAddress",
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 1
    }
  ],
  "concreteType": "AddressConnection",
  "kind": "LinkedField",
  "name": "addresses",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
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
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "countryCode",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "addresses(first:1)"
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
          (v1/*:: as any*/)
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
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b6b98a7f3d4a5e017b8c4da582a663a0",
    "metadata": {},
    "name": "AddAddressPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6ad8b5df711902fb09c70d3ca6e41c04";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
