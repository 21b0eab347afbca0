/**
 * @generated SignedSource<<f61c0db2d321bc989098247e3750320e>>
 * @relayHash 5a2ec784ed4fe134dfe528d7ce0ec051
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a2ec784ed4fe134dfe528d7ce0ec051

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoicesPageQuery$variables = Record<PropertyKey, never>;
export type InvoicesPageQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceSections_current" | "InvoiceSections_historical" | "MapPdfSection_viewer">;
  };
};
export type InvoicesPageQuery = {
  response: InvoicesPageQuery$data;
  variables: InvoicesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v1 = [
  (v0/*:: as any*/),
  {
    "kind": "Literal",
    "name": "kind",
    "value": "CURRENT"
  }
],
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
  "name": "fileName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downloadUrl",
  "storageKey": null
},
v5 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadState",
      "storageKey": null
    }
  ]
},
v6 = [
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
    "concreteType": "InvoiceEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Invoice",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderRef",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invoiceNumber",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "channel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "issuedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Money",
            "kind": "LinkedField",
            "name": "total",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amountInMinorUnits",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "currency",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "cursor",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "PageInfo",
    "kind": "LinkedField",
    "name": "pageInfo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endCursor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "hasNextPage",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
],
v7 = [
  "kind"
],
v8 = [
  (v0/*:: as any*/),
  {
    "kind": "Literal",
    "name": "kind",
    "value": "HISTORICAL"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "InvoicesPageQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "InvoiceSections_current"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "InvoiceSections_historical"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MapPdfSection_viewer"
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
    "name": "InvoicesPageQuery",
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
            "alias": "current",
            "args": (v1/*:: as any*/),
            "concreteType": "InvoiceConnection",
            "kind": "LinkedField",
            "name": "invoices",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "invoices(first:10,kind:\"CURRENT\")"
          },
          {
            "alias": "current",
            "args": (v1/*:: as any*/),
            "filters": (v7/*:: as any*/),
            "handle": "connection",
            "key": "InvoiceSections_current",
            "kind": "LinkedHandle",
            "name": "invoices"
          },
          {
            "alias": "historical",
            "args": (v8/*:: as any*/),
            "concreteType": "InvoiceConnection",
            "kind": "LinkedField",
            "name": "invoices",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": "invoices(first:10,kind:\"HISTORICAL\")"
          },
          {
            "alias": "historical",
            "args": (v8/*:: as any*/),
            "filters": (v7/*:: as any*/),
            "handle": "connection",
            "key": "InvoiceSections_historical",
            "kind": "LinkedHandle",
            "name": "invoices"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MapPdf",
            "kind": "LinkedField",
            "name": "mapPdfs",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sizeBytes",
                "storageKey": null
              },
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/)
            ],
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5a2ec784ed4fe134dfe528d7ce0ec051",
    "metadata": {},
    "name": "InvoicesPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e5d7f5e34b33a581d95aa19e1f32f92b";

import { PreloadableQueryRegistry } from 'relay-runtime';
PreloadableQueryRegistry.set(node.params.id, node);

export default node;
