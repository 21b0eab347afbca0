/**
 * @generated SignedSource<<34ded14ac91ccb3a7ff5d9e0182a8168>>
 * @relayHash 94a9776cc5c55c6ac103077e0fd5d935
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 94a9776cc5c55c6ac103077e0fd5d935

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsB2bPageQuery } from './SettingsB2bPageQuery.graphql';

const node: PreloadableConcreteRequest<SettingsB2bPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "94a9776cc5c55c6ac103077e0fd5d935",
    "metadata": {},
    "name": "SettingsB2bPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
