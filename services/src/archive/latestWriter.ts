/**
 * Writes a value that only ever moves forward (an archive's progress) without a write per change: one write at a
 * time, at most one per `interval` ms, always of the newest value set; the values set in between collapse into it.
 * `flush()` writes the last value at once (without waiting for the interval) and resolves when it is written; it
 * rejects if a write failed (later values are then dropped).
 */
export function latestWriter<T>(write: (value: T) => Promise<unknown>, { interval = 0 }: { interval?: number } = {}) {
  let pending: { value: T } | undefined;
  let running: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastStart = -Infinity;
  let failure: { error: unknown } | undefined;

  const start = () => {
    clearTimeout(timer);
    timer = undefined;
    if (running || !pending || failure) return;
    const { value } = pending;
    pending = undefined;
    lastStart = Date.now();
    // Never rejects: a failed write is kept for flush(), so a build still running cannot crash the process.
    running = write(value).then(
      () => undefined,
      (error: unknown) => {
        failure = { error };
      },
    ).finally(() => {
      running = undefined;
      schedule();
    });
  };

  const schedule = () => {
    if (running || timer || !pending || failure) return;
    const wait = lastStart + interval - Date.now();
    if (wait <= 0) start();
    else timer = setTimeout(start, wait);
  };

  return {
    set(value: T) {
      pending = { value };
      schedule();
    },
    async flush() {
      start();
      while (running) {
        await running;
        start();
      }
      if (failure) throw failure.error;
    },
  };
}
