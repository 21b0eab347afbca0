/**
 * @generated SignedSource<<09fdcc5e2bd13fb4048c3557dedde47e>>
 * @relayHash 66591be773d34213dcd6bd273ee0a4ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 66591be773d34213dcd6bd273ee0a4ef

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PhotoBooksPageQuery } from './PhotoBooksPageQuery.graphql';

const node: PreloadableConcreteRequest<PhotoBooksPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "66591be773d34213dcd6bd273ee0a4ef",
    "metadata": {},
    "name": "PhotoBooksPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
