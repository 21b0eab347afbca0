/** Ports of the stack the journeys start: the product (gateway) and, one above it, the reference services. */
export const PORT = Number(process.env.E2E_PORT ?? 4100);
export const SERVICES_PORT = PORT + 1;

/** The repository root (the journeys start the stack from there and write screenshots under test-results/). */
export const REPO_ROOT = new URL('../../', import.meta.url).pathname;
