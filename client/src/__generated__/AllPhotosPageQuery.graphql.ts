/**
 * @generated SignedSource<<a636ac242565764e054e966a600e6655>>
 * @relayHash d1db50c70368b8695dd3bd50854a4218
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1db50c70368b8695dd3bd50854a4218

import { ConcreteRequest } from 'relay-runtime';
export type AllPhotosPageQuery$variables = Record<PropertyKey, never>;
export type AllPhotosPageQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly photoLibrary: {
      readonly months: ReadonlyArray<{
        readonly count: number;
        readonly id: string;
        readonly isUnknownDate: boolean;
        readonly month: number;
        readonly year: number;
      }>;
      readonly photosCount: number;
    } | null | undefined;
  };
};
export type AllPhotosPageQuery = {
  response: AllPhotosPageQuery$data;
  variables: AllPhotosPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "PhotoLibrary",
        "kind": "LinkedField",
        "name": "photoLibrary",
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
            "concreteType": "TimelineMonth",
            "kind": "LinkedField",
            "name": "months",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "year",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "month",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isUnknownDate",
                "storageKey": null
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AllPhotosPageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AllPhotosPageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d1db50c70368b8695dd3bd50854a4218",
    "metadata": {},
    "name": "AllPhotosPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "627031dcf4f588d8b70b39db1ba7d8c6";

export default node;
