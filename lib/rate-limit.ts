import ipaddr from "ipaddr.js";
import type { Knex } from "knex";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { RateLimitedError, ServiceUnavailableError } from "./errors";
import { sha256Hex } from "./secrets";

/** Counters of rate-limiter-flexible's PostgreSQL store, shared by every API instance. */
export const RATE_LIMIT_TABLE = "rate_limits";

/**
 * The stored key of an identity: a fixed-length digest, so no e-mail or header, however long or
 * strange, can overflow the key column and make the count fail.
 */
export const limitKey = (identity: string) => sha256Hex(identity);

/**
 * The client an address stands for: an IPv4 address, or the /64 of an IPv6 address (one subscriber
 * usually holds a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function clientBucket(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}

export interface Window {
  points: number;
  seconds: number;
}

function postgresLimiter(db: Knex, prefix: string, window: Window): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: db,
    storeType: "knex",
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: prefix,
    points: window.points,
    duration: window.seconds,
  });
}

/**
 * Runs one store operation; a store failure refuses the request (503) rather than letting it pass
 * uncounted, and going over the limit is a 429 with Retry-After.
 */
async function counted<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext / 1000);
    throw new ServiceUnavailableError("The request could not be counted against its limits; retry shortly.");
  }
}

/**
 * Counts failures (wrong passwords, wrong codes) per account and per client. Each attempt is counted
 * before it is checked (`beginAttempt`), and a success gives its points back (`succeeded`): so an
 * attempt is never checked without being counted, even when the counter's store fails.
 */
export class FailureLimiter {
  constructor(
    private readonly perAccount: RateLimiterPostgres,
    private readonly perAddress: RateLimiterPostgres,
  ) {}

  async beginAttempt(account: string, address: string): Promise<void> {
    await counted(() =>
      Promise.all([this.perAccount.consume(limitKey(account)), this.perAddress.consume(limitKey(clientBucket(address)))]),
    );
  }

  async succeeded(account: string, address: string): Promise<void> {
    await counted(() =>
      Promise.all([this.perAccount.delete(limitKey(account)), this.perAddress.reward(limitKey(clientBucket(address)), 1)]),
    );
  }
}

/**
 * Counts every request to a costly endpoint in several dimensions (per account, per e-mail, per
 * client...); over any of them, the request is refused with 429.
 */
export class RequestQuota<Dimension extends string> {
  constructor(private readonly limiters: Record<Dimension, RateLimiterPostgres>) {}

  async take(identities: Partial<Record<Dimension, string>>): Promise<void> {
    await counted(() =>
      Promise.all(
        Object.entries(identities).map(([dimension, identity]) =>
          this.limiters[dimension as Dimension].consume(limitKey(identity as string)),
        ),
      ),
    );
  }

  /** Takes one request's worth if it fits: true, or false when over (nothing refused, nothing thrown). */
  async allows(identities: Partial<Record<Dimension, string>>): Promise<boolean> {
    try {
      await this.take(identities);
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) return false;
      throw error;
    }
  }

  /**
   * Refuses (429) when any dimension has no room left, taking nothing: for an action counted only once it has
   * happened (`record` after it), so a request that does nothing costs nothing.
   */
  async ensureRoom(identities: Partial<Record<Dimension, string>>): Promise<void> {
    const states = await counted(() =>
      Promise.all(
        Object.entries(identities).map(async ([dimension, identity]) => {
          const limiter = this.limiters[dimension as Dimension];
          return { points: limiter.points, state: await limiter.get(limitKey(identity as string)) };
        }),
      ),
    );
    const full = states.filter(({ points, state }) => state !== null && state.consumedPoints >= points);
    if (full.length > 0) throw new RateLimitedError(Math.max(...full.map(({ state }) => state!.msBeforeNext)) / 1000);
  }

  /** Counts without refusing: the action happens anyway, but later requests see it. */
  async record(identities: Partial<Record<Dimension, string>>): Promise<void> {
    await counted(() =>
      Promise.all(
        Object.entries(identities).map(([dimension, identity]) =>
          this.limiters[dimension as Dimension].penalty(limitKey(identity as string), 1),
        ),
      ),
    );
  }

  /** The limiter of one dimension, built from a window per dimension. */
  static build<D extends string>(db: Knex, name: string, windows: Record<D, Window>): RequestQuota<D> {
    const limiters = Object.fromEntries(
      Object.entries(windows).map(([dimension, window]) => [
        dimension,
        postgresLimiter(db, `${name}:${dimension}`, window as Window),
      ]),
    ) as Record<D, RateLimiterPostgres>;
    return new RequestQuota(limiters);
  }
}

export function failureLimiter(db: Knex, name: string, perAccount: Window, perAddress: Window): FailureLimiter {
  return new FailureLimiter(
    postgresLimiter(db, `${name}:account`, perAccount),
    postgresLimiter(db, `${name}:address`, perAddress),
  );
}

/** Deletes the counters whose window ended; returns how many. */
export async function purgeExpiredLimits(db: Knex): Promise<number> {
  return db(RATE_LIMIT_TABLE).where("expire", "<", Date.now()).delete();
}
