/**
 * @generated SignedSource<<b2b70ddc957d758db200336975a971fb>>
 * @relayHash d6cb5c87f4e21ba5bc777ed0897daaf9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6cb5c87f4e21ba5bc777ed0897daaf9

import { PreloadableConcreteRequest } from 'relay-runtime';
import { InvoicesPageQuery } from './InvoicesPageQuery.graphql';

const node: PreloadableConcreteRequest<InvoicesPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "d6cb5c87f4e21ba5bc777ed0897daaf9",
    "metadata": {},
    "name": "InvoicesPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
