/**
 * @generated SignedSource<<2bf952f95aea78144c246c9b3679aac1>>
 * @relayHash 85dbd48035e704956eddf385d1cfca44
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 85dbd48035e704956eddf385d1cfca44

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PhotoBooksPageQuery } from './PhotoBooksPageQuery.graphql';

const node: PreloadableConcreteRequest<PhotoBooksPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "85dbd48035e704956eddf385d1cfca44",
    "metadata": {},
    "name": "PhotoBooksPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
