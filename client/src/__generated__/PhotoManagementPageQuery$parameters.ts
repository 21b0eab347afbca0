/**
 * @generated SignedSource<<81a645a94290290a710d323e7afce12f>>
 * @relayHash 279c294aebd8197a2156b34bc72fb5e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 279c294aebd8197a2156b34bc72fb5e5

import { PreloadableConcreteRequest } from 'relay-runtime';
import { PhotoManagementPageQuery } from './PhotoManagementPageQuery.graphql';

const node: PreloadableConcreteRequest<PhotoManagementPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "279c294aebd8197a2156b34bc72fb5e5",
    "metadata": {},
    "name": "PhotoManagementPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
