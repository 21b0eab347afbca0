/**
 * @generated SignedSource<<bef3cd62a96bfcf9bd5dd2d4a0dcfe8e>>
 * @relayHash 108eb22682f2435d315ac393828b56d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 108eb22682f2435d315ac393828b56d4

import { PreloadableConcreteRequest } from 'relay-runtime';
import { DownloadsPageQuery } from './DownloadsPageQuery.graphql';

const node: PreloadableConcreteRequest<DownloadsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "108eb22682f2435d315ac393828b56d4",
    "metadata": {},
    "name": "DownloadsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
