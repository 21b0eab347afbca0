/**
 * @generated SignedSource<<d57a4ee536b963f7005dd599f690f576>>
 * @relayHash b5961e0705ea6109f877a3f3b4f898e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5961e0705ea6109f877a3f3b4f898e7

import { ConcreteRequest } from 'relay-runtime';
export type DeletePhotosInput = {
  photoIds: ReadonlyArray<string>;
};
export type useDeletePhotosMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DeletePhotosInput;
};
export type useDeletePhotosMutation$data = {
  readonly deletePhotos: {
    readonly deletedPhotoIds: ReadonlyArray<string>;
    readonly failedPhotoIds: ReadonlyArray<string>;
    readonly photoLibrary: {
      readonly albumsCount: number;
      readonly id: string;
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
export type useDeletePhotosMutation = {
  response: useDeletePhotosMutation$data;
  variables: useDeletePhotosMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedPhotoIds",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failedPhotoIds",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "PhotoLibrary",
  "kind": "LinkedField",
  "name": "photoLibrary",
  "plural": false,
  "selections": [
    (v5/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TimelineMonth",
      "kind": "LinkedField",
      "name": "months",
      "plural": true,
      "selections": [
        (v5/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeletePhotosMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePhotosPayload",
        "kind": "LinkedField",
        "name": "deletePhotos",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDeletePhotosMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DeletePhotosPayload",
        "kind": "LinkedField",
        "name": "deletePhotos",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "deletedPhotoIds",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b5961e0705ea6109f877a3f3b4f898e7",
    "metadata": {},
    "name": "useDeletePhotosMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "34a425503fd1f6bd8c2c4678412ad38a";

export default node;
