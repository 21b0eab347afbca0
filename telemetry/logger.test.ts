import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { context, trace, type SpanContext } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { createLogger, logLevelFrom, withCorrelationId } from './logger';

/** A logger at `level` whose lines are parsed into `lines`. */
function captured(level: Parameters<typeof createLogger>[1]) {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('services', level, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

describe('server logger', () => {
  it('writes JSON lines with the service, the level name and an ISO time, from the given level up', () => {
    const { log, lines } = captured('info');
    log.debug('not written');
    log.info({ photos: 3 }, 'seeded');
    assert.equal(lines.length, 1);
    const { time, ...rest } = lines[0]!;
    assert.match(String(time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.deepEqual(rest, { level: 'info', service: 'services', photos: 3, msg: 'seeded' });
  });

  it('takes LOG_LEVEL in any case, info when unset, and refuses an unknown level', () => {
    assert.equal(logLevelFrom('DEBUG'), 'debug');
    assert.equal(logLevelFrom(''), 'info');
    assert.equal(logLevelFrom(undefined), 'info');
    assert.throws(() => logLevelFrom('verbose'), /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
  });

  it('puts the correlation id of the request being handled on every line, also after an await', async () => {
    const { log, lines } = captured('info');
    await withCorrelationId('corr-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn('inside');
    });
    log.warn('outside');
    assert.equal(lines[0]!.correlationId, 'corr-1');
    assert.equal('correlationId' in lines[1]!, false);
  });

  it('adds the W3C trace and span ids while a span is active, nothing without one', () => {
    const manager = new AsyncLocalStorageContextManager().enable();
    context.setGlobalContextManager(manager);
    try {
      const { log, lines } = captured('info');
      const span: SpanContext = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', traceFlags: 1 };
      context.with(trace.setSpanContext(context.active(), span), () => log.info('traced'));
      log.info('untraced');
      assert.equal(lines[0]!.trace_id, span.traceId);
      assert.equal(lines[0]!.span_id, span.spanId);
      assert.equal('trace_id' in lines[1]!, false);
    } finally {
      context.disable();
    }
  });
});
