/**
 * @generated SignedSource<<4be2044976af9df6a80271b78e8982b1>>
 * @relayHash 5a2ec784ed4fe134dfe528d7ce0ec051
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5a2ec784ed4fe134dfe528d7ce0ec051

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InvoicesPageQuery } from './InvoicesPageQuery.graphql';

const node: PreloadableConcreteRequest<InvoicesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "5a2ec784ed4fe134dfe528d7ce0ec051",
    "metadata": {},
    "name": "InvoicesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
