/**
 * @generated SignedSource<<3c61e3b292c376baef8eaee9798745f3>>
 * @relayHash 326f4ea80ac1289b05081cf0e5c91d3f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 326f4ea80ac1289b05081cf0e5c91d3f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type CreateGalleryEntryInput = {
  categoryCodes: ReadonlyArray<string>;
  channel: string;
  photoBookId: string;
};
export type useCreateGalleryEntryMutation$variables = {
  channel: string;
  input: CreateGalleryEntryInput;
};
export type useCreateGalleryEntryMutation$data = {
  readonly createGalleryEntry: {
    readonly error: {
      readonly reason: MutationErrorReason;
    } | null | undefined;
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly photoBook: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PhotoBookGallery_photoBook">;
    } | null | undefined;
  };
};
export type useCreateGalleryEntryMutation = {
  response: useCreateGalleryEntryMutation$data;
  variables: useCreateGalleryEntryMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "channel"
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
  "name": "id",
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "channel",
    "variableName": "channel"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "MutationError",
  "kind": "LinkedField",
  "name": "error",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "FieldError",
  "kind": "LinkedField",
  "name": "fieldErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
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
    "name": "useCreateGalleryEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateGalleryEntryPayload",
        "kind": "LinkedField",
        "name": "createGalleryEntry",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OnlinePhotoBook",
            "kind": "LinkedField",
            "name": "photoBook",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": (v4/*:: as any*/),
                "kind": "FragmentSpread",
                "name": "PhotoBookGallery_photoBook"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/),
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
    "name": "useCreateGalleryEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CreateGalleryEntryPayload",
        "kind": "LinkedField",
        "name": "createGalleryEntry",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "OnlinePhotoBook",
            "kind": "LinkedField",
            "name": "photoBook",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "OrderProduct",
                "kind": "LinkedField",
                "name": "product",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OnlineVersion",
                    "kind": "LinkedField",
                    "name": "onlineVersion",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "state",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isBlocked",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "GalleryEntry",
                "kind": "LinkedField",
                "name": "galleryEntry",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "GalleryCategory",
                    "kind": "LinkedField",
                    "name": "categories",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "code",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
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
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "326f4ea80ac1289b05081cf0e5c91d3f",
    "metadata": {},
    "name": "useCreateGalleryEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd4d082465d1986f33e280eadff2b15f";

export default node;
