// Keeps one long-running child process alive for `npm start`: starts it, waits until it is ready, and restarts it
// with exponential backoff when it exits unexpectedly. Plain Node, no dependencies.
import { log, warn } from './lib.mjs';

/** 0.5 s, 1 s, 2 s, 4 s, 8 s, then 15 s between attempts; back to 0.5 s once a child has stayed up 60 s. */
export const BACKOFF = { initialMs: 500, maxMs: 15_000, resetAfterMs: 60_000 };

/** The delay before consecutive restart number `n` (1, 2, 3 …). */
export function backoffDelay(n, { initialMs, maxMs } = BACKOFF) {
  return Math.min(maxMs, initialMs * 2 ** (n - 1));
}

const seconds = (ms) => `${Number((ms / 1000).toFixed(2))} s`;
const describeExit = (code, signal) => (signal ? `killed by ${signal}` : `exit ${code}`);
const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/**
 * Supervises the child that `start()` spawns. `ready(child)` resolves once the child serves (and rejects when it
 * exits first or does not become ready in time).
 *
 * - The first start is not retried: `started` rejects when the child exits (or times out) before it was ready
 *   once, so a wrong configuration (port in use, bad DATABASE_URL, failing migration) fails fast.
 * - After that, every unexpected exit is printed and followed by a restart after `backoffDelay(n)`; `n` counts
 *   consecutive restarts and starts again at 1 once a child stayed up `resetAfterMs`. A restarted child that
 *   fails again, even before it is ready, is simply restarted again; one that hangs without becoming ready is
 *   killed and restarted.
 * - `stop()` ends supervision and the child (SIGTERM, SIGKILL after `graceMs`).
 */
export function supervise(name, start, { ready, backoff = BACKOFF } = {}) {
  let child;
  let startedAt = 0;
  let everReady = false;
  let consecutive = 0;
  let restartTimer;
  let stopping = false;
  let resolveStarted, rejectStarted;
  const started = new Promise((resolve, reject) => ((resolveStarted = resolve), (rejectStarted = reject)));

  function launch() {
    restartTimer = undefined;
    if (stopping) return;
    const current = (child = start());
    startedAt = Date.now();
    log(`${name} started (pid ${current.pid})`);
    // Reported once its output is drained ('close'), so a crash's last lines come before the restart notice; a
    // second after 'exit' at the latest (a grandchild might hold the pipes open).
    let reported = false;
    const report = (code, signal, error) => {
      if (reported) return;
      reported = true;
      exited(current, code, signal, error);
    };
    current.once('close', (code, signal) => report(code, signal));
    current.once('exit', (code, signal) => setTimeout(() => report(code, signal), 1_000).unref());
    // spawn failed (e.g. the executable is missing): no 'exit' follows.
    current.once('error', (error) => current.pid === undefined && report(null, null, error));
    ready(current).then(
      () => {
        if (stopping || current !== child) return;
        if (!everReady) {
          everReady = true;
          resolveStarted();
        } else {
          log(`${name} is back (pid ${current.pid}, restart ${consecutive})`);
        }
      },
      (error) => {
        if (stopping || current !== child || hasExited(current)) return; // the exit handler reports it
        if (!everReady) {
          rejectStarted(error);
        } else {
          warn(`${name} is not ready (${error.message}); killing it (pid ${current.pid})`);
          current.kill('SIGKILL');
        }
      },
    );
  }

  function exited(current, code, signal, error) {
    if (current !== child || stopping) return;
    child = undefined;
    const how = error ? error.message : describeExit(code, signal);
    if (!everReady) {
      rejectStarted(new Error(`${name} stopped before it was ready (${how})`));
      return;
    }
    if (Date.now() - startedAt >= backoff.resetAfterMs) consecutive = 0;
    consecutive += 1;
    const delay = backoffDelay(consecutive, backoff);
    warn(`${name} stopped unexpectedly (${how}); restarting in ${seconds(delay)} (restart ${consecutive})`);
    restartTimer = setTimeout(launch, delay);
  }

  /**
   * Stops supervising and ends the child: sends `signal` (none when the child already got it, e.g. Ctrl-C in a
   * terminal reaches the whole process group), SIGTERM after `termAfterMs` if given, SIGKILL after `graceMs`.
   */
  function stop({ signal = 'SIGTERM', termAfterMs, graceMs = 7_000 } = {}) {
    stopping = true;
    clearTimeout(restartTimer);
    const current = child;
    if (!current || hasExited(current)) return Promise.resolve();
    return new Promise((resolve) => {
      const timers = [setTimeout(() => current.kill('SIGKILL'), graceMs)];
      if (termAfterMs !== undefined) timers.push(setTimeout(() => current.kill('SIGTERM'), termAfterMs));
      current.once('exit', () => {
        timers.forEach(clearTimeout);
        resolve();
      });
      if (signal) current.kill(signal);
    });
  }

  launch();
  return {
    name,
    started,
    stop,
    /** The pid of the running child, undefined between a crash and its restart. */
    get pid() {
      return child?.pid;
    },
  };
}
