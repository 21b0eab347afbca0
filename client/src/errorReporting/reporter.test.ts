// The always-loaded reporter, with a stand-in for the SDK chunk: failures are logged, queued until the configuration
// comes and sent when it does; nothing leaves the page without a DSN; uncaught errors and unhandled rejections are
// caught from the first script on; a chunk that failed to load is tried again with the next failure.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureErrorReporting, resetErrorReporting, reportFailure, type QueuedReport, type StartSdk } from './reporter';

const site = { channel: 'photoprint-gb', locale: 'en-GB' };
let sent: QueuedReport[];
let start: ReturnType<typeof vi.fn<StartSdk>>;

beforeEach(() => {
  sent = [];
  start = vi.fn<StartSdk>(() => (report) => void sent.push(report));
  resetErrorReporting(start);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('error reporter', () => {
  it('logs a failed action with its correlation id, and sends it once reporting is configured', async () => {
    window.history.replaceState(null, '', '/my-photos/albums?stripped=true');
    const error = new Error('Upstream error');
    reportFailure(error, { failure: 'unexpected', correlationId: 'cid-1', operation: 'useCreateAlbumMutation' });
    expect(console.error).toHaveBeenCalledWith('Failure (useCreateAlbumMutation, unexpected)', { correlationId: 'cid-1' }, error);
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled(); // the SDK waits for the configuration

    configureErrorReporting({ dsn: 'http://key@reports.test/1', release: 'r1' }, site);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(start).toHaveBeenCalledWith({ dsn: 'http://key@reports.test/1', release: 'r1', ...site });
    expect(sent[0]).toEqual({
      error, context: { failure: 'unexpected', correlationId: 'cid-1', operation: 'useCreateAlbumMutation' },
      origin: window.location.origin, path: '/my-photos/albums',
    });

    reportFailure(null, { failure: 'refusal', correlationId: 'cid-2', operation: 'useRenameAlbumMutation', reason: 'NOT_FOUND' });
    expect(console.warn).toHaveBeenCalledWith('Failure (useRenameAlbumMutation, NOT_FOUND, refusal)', { correlationId: 'cid-2' }, null);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(start).toHaveBeenCalledOnce();
  });

  it('only logs when /config.json has no error reporting', async () => {
    configureErrorReporting(undefined, site);
    reportFailure(new Error('x'), { failure: 'query', correlationId: 'cid-3' });
    expect(console.error).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('reports uncaught errors and unhandled rejections (the browser logs them), not failed images', async () => {
    configureErrorReporting({ dsn: 'http://key@reports.test/1' }, site);
    const error = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    window.dispatchEvent(new Event('error')); // an <img> that failed to load bubbles no error
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') });
    window.dispatchEvent(rejection);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((r) => [r.context.failure, (r.error as Error).message])).toEqual([
      ['uncaught', 'x is undefined'], ['unhandled-rejection', 'rejected'],
    ]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('tries the SDK chunk again with the next failure when it did not load', async () => {
    let attempts = 0;
    const flaky = () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed to load');
      return (report: QueuedReport) => void sent.push(report);
    };
    resetErrorReporting(flaky as StartSdk);
    configureErrorReporting({ dsn: 'http://key@reports.test/1' }, site);
    reportFailure(new Error('first'), { failure: 'uncaught' });
    await vi.waitFor(() => expect(attempts).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    reportFailure(new Error('second'), { failure: 'uncaught' });
    await vi.waitFor(() => expect(sent.map((r) => (r.error as Error).message)).toEqual(['first', 'second']));
  });
});
