/**
 * @generated SignedSource<<c0b1b92ada1be129f87b16ff2f792b12>>
 * @relayHash 45e77a75662712247b058c06fe733abe
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 45e77a75662712247b058c06fe733abe

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PersonalDetailsPageQuery } from './PersonalDetailsPageQuery.graphql';

const node: PreloadableConcreteRequest<PersonalDetailsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "45e77a75662712247b058c06fe733abe",
    "metadata": {},
    "name": "PersonalDetailsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
