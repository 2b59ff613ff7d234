import type { Knex } from "knex";
import type { Db } from "../../db/connection";
import type { ProviderRegistry } from "../../providers/registry";
import type { AccountType } from "../core/account-type";

/**
 * The one module that writes the `providers` table: the providers file's start-up sync, the staff's
 * routing knobs and the circuit breaker's health columns.
 */

/** Consecutive ambiguous initiations (5xx, timeouts) after which a provider is demoted. */
export const CIRCUIT_FAILURE_THRESHOLD = 3;
export const CIRCUIT_COOL_DOWN_SECONDS = 60;

export interface ProviderRow {
  code_name: string;
  name: string;
  protocol: string;
  priority: number;
  enabled: boolean;
  builtin: boolean;
  services: string[];
  currencies: string[];
  /** `"<SERVICE>:<CURRENCY>"` -> the decimals it takes there, where fewer than the currency's two. */
  amount_decimals: Record<string, number>;
  managed_by: "file" | "staff";
  consecutive_failures: number;
  demoted_until: Date | null;
  last_failure_at: Date | null;
  last_success_at: Date | null;
  updated_at: Date;
}

/** What staff may change: how traffic is routed to a provider. */
export type RoutingChanges = Partial<Pick<ProviderRow, "priority" | "enabled">>;

type Executor = Knex | Knex.Transaction;

const providers = (db: Executor) => db<ProviderRow>("providers");

/** Every provider, by priority then name. */
export async function listProviders(db: Knex): Promise<ProviderRow[]> {
  return providers(db).orderBy([{ column: "priority" }, { column: "code_name" }]);
}

/** The registered providers that are enabled and serve this service and currency, whatever their health. */
const servingProviders = (db: Executor, service: string, currency: string) =>
  providers(db)
    .where({ enabled: true, builtin: false })
    .whereRaw("? = ANY(services)", [service])
    .whereRaw("? = ANY(currencies)", [currency]);

/** The decimals a provider takes in an amount of this service and currency; undefined: as many as the currency has. */
export const decimalsTaken = (
  provider: Pick<ProviderRow, "amount_decimals">,
  service: string,
  currency: string,
): number | undefined => provider.amount_decimals[`${service}:${currency}`];

/** Whether it takes an amount using `decimals` decimals, in SQL: parameters service, currency, decimals. */
const TAKES_DECIMALS = "coalesce((amount_decimals ->> (?::text || ':' || ?::text))::int >= ?, true)";

/** Why no provider can take an amount using `decimals` decimals on this service and currency; null: one can. */
export async function decimalsProblem(
  db: Knex,
  target: { service: string; currency: string; decimals: number; provider?: ProviderRow },
): Promise<string | null> {
  const { service, currency, decimals } = target;
  if (decimals === 0) return null;
  const serving = target.provider ? [target.provider] : await servingProviders(db, service, currency);
  const most = serving.map((provider) => decimalsTaken(provider, service, currency));
  if (serving.length === 0 || most.some((taken) => taken === undefined || taken >= decimals)) return null;
  const allowed = Math.max(...(most as number[]));
  return allowed === 0
    ? `${service} in ${currency} is paid in whole amounts here: send the amount without decimals.`
    : `${service} in ${currency} takes at most ${allowed} decimal(s) here.`;
}

/** Whether an account's payments may use the provider: the built-in sandbox for sandbox accounts, enabled registered ones for prod. */
export const usableBy = (accountType: AccountType) => (provider: ProviderRow) =>
  accountType === "sandbox" ? provider.builtin : provider.enabled && !provider.builtin;

export async function findProvider(db: Executor, codeName: string): Promise<ProviderRow | undefined> {
  return providers(db).where({ code_name: codeName }).first();
}

/** The provider's row, locked until the transaction ends. */
export async function lockProvider(trx: Knex.Transaction, codeName: string): Promise<ProviderRow | undefined> {
  return providers(trx).where({ code_name: codeName }).forUpdate().first();
}

/** Staff's routing change; from now on a restart keeps staff's values over the providers file's. */
export async function updateRouting(trx: Knex.Transaction, codeName: string, changes: RoutingChanges): Promise<void> {
  await providers(trx)
    .where({ code_name: codeName })
    .update({ ...changes, managed_by: "staff", updated_at: trx.fn.now() as unknown as Date });
}

/** Whether each provider's circuit is open now. */
export async function circuitStates(db: Knex): Promise<Array<{ code_name: string; open: boolean }>> {
  return db("providers").select("code_name", db.raw("coalesce(demoted_until > now(), false) AS open"));
}

/**
 * The circuit breaker lives in the providers table so every API and worker instance sees it:
 * a provider failing initiations is tried after the healthy ones until its cool-down ends.
 */
export async function recordProviderFailure(db: Knex, codeName: string): Promise<void> {
  await db("providers")
    .where({ code_name: codeName })
    .update({
      consecutive_failures: db.raw("consecutive_failures + 1"),
      last_failure_at: db.fn.now(),
      demoted_until: db.raw(
        `CASE WHEN consecutive_failures + 1 >= ? THEN now() + make_interval(secs => ?) ELSE demoted_until END`,
        [CIRCUIT_FAILURE_THRESHOLD, CIRCUIT_COOL_DOWN_SECONDS],
      ),
    });
}

/**
 * Closes the circuit. A healthy provider's row is left alone (last_success_at is kept within 10 s):
 * writing it on every success made concurrent payments queue on that one row's lock.
 */
export async function recordProviderSuccess(db: Knex, codeName: string): Promise<void> {
  await db("providers")
    .where({ code_name: codeName })
    .where((stale) =>
      stale
        .where("consecutive_failures", ">", 0)
        .orWhereNotNull("demoted_until")
        .orWhereNull("last_success_at")
        .orWhere("last_success_at", "<", db.raw("now() - interval '10 seconds'")),
    )
    .update({ consecutive_failures: 0, demoted_until: null, last_success_at: db.fn.now() });
}

/** Enabled providers supporting the service and currency, by priority, each with whether its circuit is open now. */
export async function routableCandidates(
  db: Knex,
  service: string,
  currency: string,
  decimals: number,
): Promise<Array<{ code_name: string; priority: number; circuit_open: boolean }>> {
  return servingProviders(db, service, currency)
    .select<Array<{ code_name: string; priority: number; circuit_open: boolean }>>(
      "code_name",
      "priority",
      db.raw("coalesce(demoted_until > now(), false) AS circuit_open"),
    )
    .whereRaw(TAKES_DECIMALS, [service, currency, decimals])
    .orderBy([{ column: "priority" }, { column: "code_name" }]);
}

/**
 * The providers a payout may be sent to now, by priority: enabled and not demoted by the circuit breaker
 * (a payout waits for a demoted provider rather than risk it: see PayoutWorkflow).
 */
export async function healthyProviders(db: Knex, service: string, currency: string, decimals: number): Promise<string[]> {
  return servingProviders(db, service, currency)
    .whereRaw(TAKES_DECIMALS, [service, currency, decimals])
    .whereRaw("(demoted_until IS NULL OR demoted_until <= now())")
    .orderBy([{ column: "priority" }, { column: "code_name" }])
    .pluck("code_name");
}

/**
 * Upserts each provider's row (keeping its health columns); providers gone from the file are disabled.
 * The file's priority and enabled apply until staff set them in the console (managed_by = 'staff').
 */
export async function syncProviders(db: Db, registry: ProviderRegistry): Promise<void> {
  const descriptors = registry.descriptors();
  await db.transaction(async (trx) => {
    for (const provider of descriptors) {
      await trx("providers")
        .insert({
          code_name: provider.codeName,
          name: provider.name,
          protocol: provider.protocol,
          priority: provider.priority,
          enabled: provider.enabled,
          services: provider.services,
          currencies: provider.currencies,
          builtin: provider.builtin,
          amount_decimals: JSON.stringify(provider.amountDecimals),
        })
        .onConflict("code_name")
        .merge({
          name: trx.raw("excluded.name"),
          protocol: trx.raw("excluded.protocol"),
          services: trx.raw("excluded.services"),
          currencies: trx.raw("excluded.currencies"),
          builtin: trx.raw("excluded.builtin"),
          amount_decimals: trx.raw("excluded.amount_decimals"),
          priority: trx.raw("CASE WHEN providers.managed_by = 'staff' THEN providers.priority ELSE excluded.priority END"),
          enabled: trx.raw("CASE WHEN providers.managed_by = 'staff' THEN providers.enabled ELSE excluded.enabled END"),
          updated_at: trx.fn.now(),
        });
    }
    await trx("providers")
      .whereNotIn(
        "code_name",
        descriptors.map((provider) => provider.codeName),
      )
      .update({ enabled: false, updated_at: trx.fn.now() });
  });
}
