/** A push-to-pull queue behind a subscription's `subscribe`. */
export interface EventQueue<T> {
  /** The values in order; hand it to graphql-js. */
  iterator: AsyncIterableIterator<T>;
  push(value: T): void;
  /** No more values: the iterator finishes once the queued ones are consumed. */
  end(): void;
}

/**
 * A queue whose `onClose` runs exactly once: when the client unsubscribes (`return()`), or when the queue ended
 * and every value was consumed. Bridges release their upstream connection there.
 */
export function createEventQueue<T>(onClose: () => void): EventQueue<T> {
  const queue: T[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  let closed = false;
  const close = () => {
    done = true;
    if (!closed) {
      closed = true;
      onClose();
    }
    wake?.();
  };

  async function* values(): AsyncGenerator<T> {
    try {
      while (true) {
        if (queue.length > 0) {
          yield queue.shift()!;
          continue;
        }
        if (done) return;
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    } finally {
      close();
    }
  }

  const generator = values();
  return {
    push(value) {
      if (done) return;
      queue.push(value);
      wake?.();
    },
    end() {
      done = true;
      wake?.();
    },
    iterator: {
      next: () => generator.next(),
      return: (value?: unknown) => {
        close();
        return generator.return(value as undefined);
      },
      throw: (error?: unknown) => {
        close();
        return generator.throw(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    },
  };
}
