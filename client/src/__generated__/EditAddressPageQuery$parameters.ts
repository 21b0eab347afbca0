/**
 * @generated SignedSource<<ba62409452baa9f1db40177e5f6e58f4>>
 * @relayHash 98ed490656a0a4d474b2179cd156e60c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98ed490656a0a4d474b2179cd156e60c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { EditAddressPageQuery } from './EditAddressPageQuery.graphql';

const node: PreloadableConcreteRequest<EditAddressPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "98ed490656a0a4d474b2179cd156e60c",
    "metadata": {},
    "name": "EditAddressPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
