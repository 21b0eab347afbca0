/**
 * @generated SignedSource<<8ebbe6f4b67f6c632444493e56df13fa>>
 * @relayHash 190ddb1adfe50daced4a3ac4a6e13076
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 190ddb1adfe50daced4a3ac4a6e13076

import { PreloadableConcreteRequest } from 'relay-runtime';
import { ChangeEmailPageQuery } from './ChangeEmailPageQuery.graphql';

const node: PreloadableConcreteRequest<ChangeEmailPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "190ddb1adfe50daced4a3ac4a6e13076",
    "metadata": {},
    "name": "ChangeEmailPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
