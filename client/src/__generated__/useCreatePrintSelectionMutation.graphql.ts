/**
 * @generated SignedSource<<f28821d3d09a9cc0a25435671c74c675>>
 * @relayHash 8f585ff83b95972f30d8eab8a84e5fb4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8f585ff83b95972f30d8eab8a84e5fb4

import { ConcreteRequest } from 'relay-runtime';
export type CreatePrintSelectionInput = {
  albumId?: string | null | undefined;
  channel: string;
  photoIds: ReadonlyArray<string>;
};
export type useCreatePrintSelectionMutation$variables = {
  input: CreatePrintSelectionInput;
};
export type useCreatePrintSelectionMutation$data = {
  readonly createPrintSelection: {
    readonly editorUrl: string;
    readonly tempSelectionId: string;
  };
};
export type useCreatePrintSelectionMutation = {
  response: useCreatePrintSelectionMutation$data;
  variables: useCreatePrintSelectionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "CreatePrintSelectionPayload",
    "kind": "LinkedField",
    "name": "createPrintSelection",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tempSelectionId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "editorUrl",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreatePrintSelectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePrintSelectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8f585ff83b95972f30d8eab8a84e5fb4",
    "metadata": {},
    "name": "useCreatePrintSelectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c1165f82838fe159cbe28f9d39a67933";

export default node;
