/**
 * @generated SignedSource<<83e6eff1f8f64c17acd18e7fbb829365>>
 * @relayHash 0d3216b5ca990c3cc0227e346708fbbb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d3216b5ca990c3cc0227e346708fbbb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { SettingsPageQuery } from './SettingsPageQuery.graphql';

const node: PreloadableConcreteRequest<SettingsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "0d3216b5ca990c3cc0227e346708fbbb",
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
