/**
 * @generated SignedSource<<4bcff63d1a9f17e07e4754475f445324>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProjectCard_project$data = {
  readonly editorUrl: string;
  readonly id: string;
  readonly lastEditedAt: any;
  readonly name: string;
  readonly previewUrl: string | null | undefined;
  readonly productName: string;
  readonly " $fragmentType": "ProjectCard_project";
};
export type ProjectCard_project$key = {
  readonly " $data"?: ProjectCard_project$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProjectCard_project">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProjectCard_project",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "productName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastEditedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "previewUrl",
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
  "type": "SavedProject",
  "abstractKey": null
};

(node as any).hash = "c8096787bd4ecaef81ced7295d105640";

export default node;
