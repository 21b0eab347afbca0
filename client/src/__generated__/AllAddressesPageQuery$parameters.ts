/**
 * @generated SignedSource<<3a8f1c2d42c1547adb836047c332306b>>
 * @relayHash 139d991639053508679de1321fa65c72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 139d991639053508679de1321fa65c72

import { PreloadableConcreteRequest } from 'relay-runtime';
import { AllAddressesPageQuery } from './AllAddressesPageQuery.graphql';

const node: PreloadableConcreteRequest<AllAddressesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "139d991639053508679de1321fa65c72",
    "metadata": {},
    "name": "AllAddressesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
