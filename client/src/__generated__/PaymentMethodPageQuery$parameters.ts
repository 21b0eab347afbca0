/**
 * @generated SignedSource<<f03ebd337332bc47a005bea7b76437d9>>
 * @relayHash a5c8f740cfa33c2d2927ccd5803be1ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a5c8f740cfa33c2d2927ccd5803be1ce

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PaymentMethodPageQuery } from './PaymentMethodPageQuery.graphql';

const node: PreloadableConcreteRequest<PaymentMethodPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "a5c8f740cfa33c2d2927ccd5803be1ce",
    "metadata": {},
    "name": "PaymentMethodPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
