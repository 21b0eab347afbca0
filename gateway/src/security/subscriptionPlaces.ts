/**
 * Active subscriptions per customer across all their WebSocket connections (MAX_SUBSCRIPTIONS_PER_CUSTOMER), besides
 * the per-connection limit: many connections of one customer cannot each hold a full set. Counted by this gateway
 * instance (a customer's connections to several instances each count there; no Redis: a place must be given back the
 * moment its subscription ends, which a shared counter cannot promise when an instance dies).
 */
export function createSubscriptionPlaces(maxPerCustomer: number) {
  const held = new Map<string, number>();
  const giveBack = (accountId: string) => {
    const count = (held.get(accountId) ?? 0) - 1;
    if (count > 0) held.set(accountId, count);
    else held.delete(accountId);
  };
  return {
    maxPerCustomer,
    /** Places held by every customer together: the running subscriptions. */
    total: () => [...held.values()].reduce((sum, count) => sum + count, 0),
    /**
     * One connection's places: one taken per running subscription (by its id), given back when it completes and all
     * at once when the connection closes. A closed connection runs nothing more, so it takes nothing.
     */
    connection(accountId: string) {
      // By subscription id; an id may be in use twice for a moment (the client completed it and reused it before
      // the server finished the first).
      const ids = new Map<string, number>();
      let closed = false;
      const release = (id: string) => {
        const count = ids.get(id);
        if (!count) return;
        if (count > 1) ids.set(id, count - 1);
        else ids.delete(id);
        giveBack(accountId);
      };
      return {
        /** Takes a place for subscription `id`; false when the customer holds every place already. */
        take(id: string): boolean {
          if (closed) return true;
          const count = held.get(accountId) ?? 0;
          if (count >= maxPerCustomer) return false;
          held.set(accountId, count + 1);
          ids.set(id, (ids.get(id) ?? 0) + 1);
          return true;
        },
        release,
        close() {
          closed = true;
          for (const [id, count] of [...ids]) for (let i = 0; i < count; i += 1) release(id);
        },
      };
    },
  };
}

/** One connection's places (`connection`). */
export type ConnectionPlaces = ReturnType<ReturnType<typeof createSubscriptionPlaces>['connection']>;
