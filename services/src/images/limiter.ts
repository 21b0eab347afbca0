// A tiny promise semaphore: at most `size` tasks run at once, the others wait in a queue (first come, first
// served). Bounds the image work (decoding, thumbnails) of the services process so a burst of uploads cannot take
// every core and all the memory at once.
export interface Limiter {
  /** Runs `task` once a slot is free; the slot is released when it settles. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly pending: number;
}

export function createLimiter(size: number): Limiter {
  if (!(Number.isInteger(size) && size >= 1)) throw new RangeError('size must be a positive integer');
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    active--;
    const next = queue.shift();
    if (next) next();
  };
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const start = () => {
        active++;
        return Promise.resolve().then(task).finally(release);
      };
      if (active < size) return start();
      return new Promise<T>((resolve, reject) => queue.push(() => void start().then(resolve, reject)));
    },
    get active() {
      return active;
    },
    get pending() {
      return queue.length;
    },
  };
}
