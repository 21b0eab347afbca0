/**
 * @generated SignedSource<<84160dae50fd5aafd626a0ef0b8f32d6>>
 * @relayHash 9896850c0f58cd66ef413a09bc5b0ed0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9896850c0f58cd66ef413a09bc5b0ed0

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsPageQuery } from './SettingsPageQuery.graphql';

const node: PreloadableConcreteRequest<SettingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "9896850c0f58cd66ef413a09bc5b0ed0",
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
