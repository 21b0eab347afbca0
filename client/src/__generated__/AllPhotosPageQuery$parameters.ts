/**
 * @generated SignedSource<<074b1cb495b2e967803bd7c0102743d3>>
 * @relayHash 66d4aa0becfbe5817204d920bde7bd77
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66d4aa0becfbe5817204d920bde7bd77

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AllPhotosPageQuery } from './AllPhotosPageQuery.graphql';

const node: PreloadableConcreteRequest<AllPhotosPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "66d4aa0becfbe5817204d920bde7bd77",
    "metadata": {},
    "name": "AllPhotosPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
