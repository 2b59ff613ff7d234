import type { Knex } from "knex";
import type { Mailer } from "../../lib/mailer";
import { toMinorUnits } from "../../lib/money";
import type { ProviderRegistry } from "../../providers/registry";
import { callOperation, supports } from "../../providers/types";
import { staffEmails } from "../accounts/users-store";
import { findProvider } from "../routing/providers-store";
import { floatBelowFloorMail } from "./float-mail";
import { findFloat, floatsOf, type ProviderFloatRow, recordFloat } from "./floats-store";

export interface FloatCheckDeps {
  db: Knex;
  providers: ProviderRegistry;
  mailer: Mailer;
}

/** One currency's float as staff see it: the last reading (null before any), its floor, and this ask's error if any. */
export interface FloatView {
  currency: string;
  balance: string | null;
  checked_at: Date | null;
  floor: string | null;
  below_floor: boolean;
  error: string | null;
}

const below = (row: Pick<ProviderFloatRow, "balance" | "floor">) =>
  row.balance !== null && row.floor !== null && toMinorUnits(row.balance) < toMinorUnits(row.floor);

export const floatView = (row: ProviderFloatRow | undefined, currency: string, error: string | null = null): FloatView => ({
  currency,
  balance: row?.balance ?? null,
  checked_at: row?.checked_at ?? null,
  floor: row?.floor ?? null,
  below_floor: row ? below(row) : false,
  error,
});

/** Whether the provider's protocol can tell its float. */
export const canTellFloat = (registry: ProviderRegistry, codeName: string) => supports(registry.get(codeName), "balance");

/**
 * Asks the provider its float in every currency it serves, records each answer, and mails every staff member once when
 * one falls below its floor (again only after it has been back above). A currency it cannot tell now keeps its last
 * reading, with the error. Undefined: no such provider, or its protocol cannot tell.
 */
export async function checkProviderFloat(
  deps: FloatCheckDeps,
  codeName: string,
  now = new Date(),
): Promise<FloatView[] | undefined> {
  const provider = await findProvider(deps.db, codeName);
  const client = deps.providers.get(codeName);
  if (!provider || !client || !supports(client, "balance")) return undefined;
  const views: FloatView[] = [];
  for (const currency of provider.currencies) {
    const { outcome } = await callOperation(client, "balance", { currency });
    if (outcome.kind === "unknown") {
      views.push(floatView(await findFloat(deps.db, codeName, currency), currency, outcome.error));
      continue;
    }
    const { row, alert } = await recordFloat(deps.db, { codeName, currency, balance: outcome.balance, at: now });
    if (alert) {
      for (const to of await staffEmails(deps.db)) await deps.mailer.send({ to, ...floatBelowFloorMail(provider.name, row) });
    }
    views.push(floatView(row, currency));
  }
  return views;
}

/** The floats last recorded for the provider, one per currency it serves. */
export async function lastFloats(db: Knex, codeName: string, currencies: string[]): Promise<FloatView[]> {
  const rows = new Map((await floatsOf(db, codeName)).map((row) => [row.currency, row]));
  return currencies.map((currency) => floatView(rows.get(currency), currency));
}

/**
 * Whether a known float cannot cover `amount`: its last reading, no older than `maxAgeMs`, is below it. An unknown or
 * stale float is no reason to keep a payout from the provider: its own answer tells.
 */
export async function floatShortOf(
  db: Knex,
  movement: { codeName: string; currency: string; amount: string },
  maxAgeMs: number,
  now = Date.now(),
): Promise<string | null> {
  const row = await findFloat(db, movement.codeName, movement.currency);
  if (!row?.balance || !row.checked_at || now - row.checked_at.getTime() > maxAgeMs) return null;
  return toMinorUnits(row.balance) < toMinorUnits(movement.amount) ? row.balance : null;
}
