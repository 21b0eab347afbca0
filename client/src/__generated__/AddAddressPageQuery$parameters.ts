/**
 * @generated SignedSource<<36d12eda4d45e9da046c99a2f8d17dc7>>
 * @relayHash daf0b08af5392adf06ccfb6b17e1088f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID daf0b08af5392adf06ccfb6b17e1088f

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AddAddressPageQuery } from './AddAddressPageQuery.graphql';

const node: PreloadableConcreteRequest<AddAddressPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "daf0b08af5392adf06ccfb6b17e1088f",
    "metadata": {},
    "name": "AddAddressPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
