/**
 * Writes a value that only ever moves forward (an archive's progress) without queueing a write per change: while
 * one write is in flight, newer values collapse into a single write of the newest one. `flush()` resolves once the
 * last value set has been written, and rejects if a write failed.
 */
export function latestWriter<T>(write: (value: T) => Promise<unknown>) {
  let next: { value: T } | undefined;
  let running: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;

  // Never rejects: a failed write is kept for flush(), so a build that is still running cannot crash the process.
  async function drain() {
    try {
      while (next) {
        const { value } = next;
        next = undefined;
        await write(value);
      }
    } catch (error) {
      failure ??= { error };
      next = undefined;
    }
  }

  return {
    set(value: T) {
      next = { value };
      running ??= drain().finally(() => {
        running = undefined;
      });
    },
    async flush() {
      while (running) await running;
      if (failure) throw failure.error;
    },
  };
}
