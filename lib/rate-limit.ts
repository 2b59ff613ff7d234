import type { Knex } from "knex";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Config } from "./config";
import { RateLimitedError } from "./errors";

/**
 * Counts failures per account and per client address in PostgreSQL, so every API instance shares them.
 * A key over its limit is refused with 429 until its window ends.
 */
export class FailureLimiter {
  constructor(
    private readonly perAccount: RateLimiterPostgres,
    private readonly perAddress: RateLimiterPostgres,
  ) {}

  async assertAllowed(account: string, address: string): Promise<void> {
    const [accountState, addressState] = await Promise.all([this.perAccount.get(account), this.perAddress.get(address)]);
    for (const [state, limiter] of [
      [accountState, this.perAccount],
      [addressState, this.perAddress],
    ] as const) {
      if (state && state.consumedPoints >= limiter.points) throw new RateLimitedError(state.msBeforeNext / 1000);
    }
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await Promise.all([swallowLimit(this.perAccount.consume(account)), swallowLimit(this.perAddress.consume(address))]);
  }

  async forgetAccount(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}

/** consume() rejects with a RateLimiterRes once over the limit; that is information here, not an error. */
async function swallowLimit(consumption: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consumption;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}

export type LimitedAction = "login" | "otp" | "password_reset";

export type FailureLimiters = Record<LimitedAction, FailureLimiter>;

export function createFailureLimiters(db: Knex, config: Config): FailureLimiters {
  const limiter = (prefix: string, points: number) =>
    new RateLimiterPostgres({
      storeClient: db,
      storeType: "knex",
      tableName: "rate_limits",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: prefix,
      points,
      duration: config.AUTH_LOCKOUT_SECONDS,
    });
  const pair = (action: LimitedAction) =>
    new FailureLimiter(
      limiter(`${action}:account`, config.AUTH_MAX_FAILURES_PER_ACCOUNT),
      limiter(`${action}:address`, config.AUTH_MAX_FAILURES_PER_IP),
    );
  return { login: pair("login"), otp: pair("otp"), password_reset: pair("password_reset") };
}
