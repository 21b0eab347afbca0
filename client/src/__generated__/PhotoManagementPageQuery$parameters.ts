/**
 * @generated SignedSource<<681a7c41dc6969fee4fbf150fee150d7>>
 * @relayHash 83c0de746b8d3a17bd991af61ad16ddf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83c0de746b8d3a17bd991af61ad16ddf

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PhotoManagementPageQuery } from './PhotoManagementPageQuery.graphql';

const node: PreloadableConcreteRequest<PhotoManagementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "83c0de746b8d3a17bd991af61ad16ddf",
    "metadata": {},
    "name": "PhotoManagementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
