import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';
import { buildContext, type Context } from './context';
import { createLogger } from './logger';
import { PrintedPhotos } from './modules/orders/printedIn';
import { SiteDirectory } from './modules/site/directory';
import { Breakers } from './upstream/breaker';

const input = (log = createLogger('silent'), config = loadConfig({}), breakers = new Breakers()) => ({
  config, breakers, sites: new SiteDirectory(config, breakers), printedPhotos: new PrintedPhotos(), auth: { viewer: null, authError: 'No bearer token.' },
  correlationId: 'c-1', log, operationName: 'Q', request: { address: '127.0.0.1', persisted: true },
});

describe('the request context', () => {
  it('makes its logger and upstream clients on first use, also in the copy Apollo makes of it for each operation', () => {
    const log = createLogger('silent');
    const child = vi.spyOn(log, 'child');
    const context = buildContext(input(log));
    // Apollo Server copies the context's own properties for every operation (ApolloServer.ts `cloneObject`).
    const copy = Object.assign(Object.create(Object.getPrototypeOf(context) as object), context) as Context;
    expect(child).not.toHaveBeenCalled();
    expect(copy.log).toBe(copy.log);
    expect(child).toHaveBeenCalledExactlyOnceWith({ correlationId: 'c-1', operation: 'Q' });
    expect(copy.photo).toBe(copy.photo);
    expect(copy.viewer).toBeNull();
    expect(copy.correlationId).toBe('c-1');
  });

  it('lets go of what its upstream clients cached once released', () => {
    const context = buildContext(input());
    const photo = vi.spyOn(context.photo, 'clearCaches');
    const customer = vi.spyOn(context.customer, 'clearCaches');
    context.release();
    expect(photo).toHaveBeenCalledOnce();
    expect(customer).toHaveBeenCalledOnce();
  });
});
