import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { codedError } from '../errors';

export interface CostBudget {
  /** Spends `cost` points of `key`'s budget for the current minute; throws RATE_LIMITED when it is spent. */
  spend(key: string, cost: number): Promise<void>;
  close(): Promise<void>;
}

export interface BudgetOptions {
  /** Points per customer per minute. */
  pointsPerMinute: number;
  /** Shared by every gateway instance when set; in memory (this instance only) otherwise. */
  redisUrl?: string | null;
  keyPrefix?: string;
}

export function rateLimited(retryAfterSeconds: number) {
  return codedError('RATE_LIMITED', `Too many requests: try again in ${retryAfterSeconds} s.`, {
    retryAfter: retryAfterSeconds,
    http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) },
  });
}

/**
 * The per-customer cost budget (rate-limiter-flexible): every operation spends its cost. With REDIS_URL the
 * counters live in Redis, so all gateway instances share one budget per customer; should Redis be unreachable,
 * an in-memory limiter of the same size stands in (insurance) instead of refusing everyone.
 */
export function createCostBudget({ pointsPerMinute, redisUrl, keyPrefix = 'gateway-cost' }: BudgetOptions): CostBudget {
  const options = { keyPrefix, points: pointsPerMinute, duration: 60 };
  let redis: Redis | undefined;
  let limiter: RateLimiterAbstract;
  if (redisUrl) {
    redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', () => undefined); // the insurance limiter answers while Redis is away
    limiter = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
  } else {
    limiter = new RateLimiterMemory(options);
  }
  return {
    async spend(key, cost) {
      if (cost <= 0) return;
      try {
        await limiter.consume(key, cost);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw rateLimited(Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
        throw error;
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
