/**
 * @generated SignedSource<<a361fae692956273a8a7e597b4f27e27>>
 * @relayHash 31a8d25b14152e0e0662aafd679edbc2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31a8d25b14152e0e0662aafd679edbc2

import { PreloadableConcreteRequest } from 'relay-runtime';
import { OverviewActivityQuery } from './OverviewActivityQuery.graphql';

const node: PreloadableConcreteRequest<OverviewActivityQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "31a8d25b14152e0e0662aafd679edbc2",
    "metadata": {},
    "name": "OverviewActivityQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
