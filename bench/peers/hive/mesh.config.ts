// Hive Gateway's supergraph (bench/lib/peers/hive.ts composes it with mesh-compose at bench start): our OpenAPI
// contracts of the photo and order APIs, as they are, on the services the bench started (BENCH_SERVICES_URL); the
// client's bearer token forwarded to the upstream.
import { defineConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

const contract = (name: string) => new URL(`../../../services/contracts/${name}.yaml`, import.meta.url).pathname;
const services = process.env.BENCH_SERVICES_URL ?? 'http://127.0.0.1:4601';
const operationHeaders = { authorization: '{context.headers.authorization}' };

export const composeConfig = defineConfig({
  subgraphs: [
    { sourceHandler: loadOpenAPISubgraph('PhotoApi', { source: contract('photo-api'), endpoint: `${services}/photo-api`, operationHeaders }) },
    { sourceHandler: loadOpenAPISubgraph('OrderApi', { source: contract('order-api'), endpoint: `${services}/order-api`, operationHeaders }) },
  ],
});
