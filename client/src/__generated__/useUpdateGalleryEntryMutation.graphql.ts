/**
 * @generated SignedSource<<98ea3719c1ffa0ea18082aeaab1a5696>>
 * @relayHash 9aba406a604d731778ff2f41dbe23a87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9aba406a604d731778ff2f41dbe23a87

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MutationErrorReason = "ADDRESS_CHANGE_TOO_LATE" | "ANALYTICS_CONSENT_REQUIRED" | "DOWNLOAD_LIMIT" | "EMAIL_IN_USE" | "FORBIDDEN" | "GALLERY_ENTRY_EXISTS" | "INVALID_CONFIRMATION_TOKEN" | "INVALID_INPUT" | "NOT_FOUND" | "ONLINE_VERSION_NOT_READY" | "ORDER_BLOCKED" | "PAYMENT_METHOD_UNAVAILABLE" | "PRINT_LIMIT" | "REORDER_UNAVAILABLE" | "SHARED_ALBUM_READ_ONLY" | "SURVEY_NOT_OFFERED" | "TOO_MANY_ADDRESSES" | "TOO_MANY_REQUESTS" | "%future added value";
export type UpdateGalleryEntryInput = {
  categoryCodes: ReadonlyArray<string>;
  channel: string;
  photoBookId: string;
};
export type useUpdateGalleryEntryMutation$variables = {
  channel: string;
  input: UpdateGalleryEntryInput;
};
export type useUpdateGalleryEntryMutation$data = {
  readonly updateGalleryEntry: {
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
export type useUpdateGalleryEntryMutation = {
  response: useUpdateGalleryEntryMutation$data;
  variables: useUpdateGalleryEntryMutation$variables;
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
    "name": "useUpdateGalleryEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "UpdateGalleryEntryPayload",
        "kind": "LinkedField",
        "name": "updateGalleryEntry",
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
    "name": "useUpdateGalleryEntryMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "UpdateGalleryEntryPayload",
        "kind": "LinkedField",
        "name": "updateGalleryEntry",
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
    "id": "9aba406a604d731778ff2f41dbe23a87",
    "metadata": {},
    "name": "useUpdateGalleryEntryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f730c962b287f4c3e9a4c2347f0fde44";

export default node;
