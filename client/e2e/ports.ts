/** Ports of the stack the journeys start: the product (gateway) and, one above it, the reference services. */
export const PORT = Number(process.env.E2E_PORT ?? 4100);
export const SERVICES_PORT = PORT + 1;

/** The repository root (the journeys start the stack from there and write screenshots under test-results/). */
export const REPO_ROOT = new URL('../../', import.meta.url).pathname;

/** The two-gateway stack (scripts/twoGateways.mjs): its proxy, the product's one address, then its own services and
 *  gateways; its control listener (kill an instance) on 127.0.0.1, four above the proxy. */
export const TWO_GATEWAYS_PORT = PORT + 10;
export const TWO_GATEWAYS_SERVICES_PORT = TWO_GATEWAYS_PORT + 1;
export const TWO_GATEWAYS_CONTROL_PORT = TWO_GATEWAYS_PORT + 4;
