import type { Knex } from "knex";
import { addressInRanges, canonicalRange, parseRanges } from "../../lib/client-address";
import { AddressNotAllowedError, NotFoundError, ValidationError } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { fromMinorUnits } from "../../lib/money";
import { merchantOfUser, merchantSummary } from "../accounts/merchants";
import type { UserRow } from "../accounts/users-store";
import { parseAmount } from "../catalogue/amounts";
import { type CurrencyRow, listCurrencies } from "../catalogue/catalogue-store";
import {
  allowlistOfUser,
  type ControlChangeRow,
  controlChanges,
  findControls,
  lockControls,
  type MoneyOutControls,
  type MoneyOutControlsRow,
  NO_CONTROLS,
  recordControlChange,
  writeControls,
} from "./controls-store";

/**
 * A merchant's money-out controls (issue 28): where money-out requests may come from, how much may leave a
 * day per currency, and above what amount a payout waits for approval with the password and a second factor.
 */

export const MAX_ALLOWLIST_ENTRIES = 100;

/** The controls as they stand, with when and by whom they last changed (never: null). */
export interface ControlsView extends MoneyOutControls {
  updated_at: Date | null;
}

const viewOf = (row: MoneyOutControlsRow | undefined): ControlsView =>
  row
    ? {
        ip_allowlist: row.ip_allowlist,
        daily_limits: row.daily_limits,
        approval_above: row.approval_above,
        second_approver: row.second_approver,
        updated_at: row.updated_at,
      }
    : { ...NO_CONTROLS, updated_at: null };

async function ownMerchantId(db: Knex, userId: string): Promise<string> {
  const merchant = await merchantOfUser(db, userId);
  if (!merchant) throw new ValidationError({ merchant: "Complete the merchant profile first." });
  return merchant.id;
}

export async function ownControls(db: Knex, userId: string): Promise<ControlsView> {
  return viewOf(await findControls(db, await ownMerchantId(db, userId)));
}

export async function ownControlChanges(db: Knex, userId: string, page: { cursor?: string; limit: number }) {
  return controlChanges(db, await ownMerchantId(db, userId), page);
}

async function knownMerchant(db: Knex, merchantId: string) {
  const merchant = await merchantSummary(db, merchantId);
  if (!merchant) throw new NotFoundError("No such merchant.");
  return merchant;
}

/** Staff's read of a merchant's controls, with whose they are; an unknown merchant is 404. */
export async function merchantControls(
  db: Knex,
  merchantId: string,
): Promise<{ merchant: { id: string; name: string; email: string }; controls: ControlsView }> {
  const { id, name, email } = await knownMerchant(db, merchantId);
  return { merchant: { id, name, email }, controls: viewOf(await findControls(db, merchantId)) };
}

export async function merchantControlChanges(db: Knex, merchantId: string, page: { cursor?: string; limit: number }) {
  return controlChanges(db, (await knownMerchant(db, merchantId)).id, page);
}

/** Per currency code, an amount of that currency in its two-decimal form; every bad entry named. */
function checkAmounts(amounts: Record<string, string>, currencies: Map<string, CurrencyRow>, problems: string[]) {
  const checked: Record<string, string> = {};
  for (const [code, amount] of Object.entries(amounts).sort(([a], [b]) => a.localeCompare(b))) {
    const currency = currencies.get(code);
    if (!currency) {
      problems.push(`${code}: not a known currency.`);
      continue;
    }
    const parsed = parseAmount(amount, currency);
    if (parsed.problem !== undefined) problems.push(`${code}: ${parsed.problem}`);
    else checked[code] = fromMinorUnits(parsed.minor);
  }
  return checked;
}

/**
 * The controls as they will be stored: each range in its canonical form (host bits cleared, once each), each
 * amount in its currency's two-decimal form. Every bad field is named at once; approval thresholds need
 * two-factor sign-in, since approving takes a code.
 */
export async function checkControls(
  db: Knex,
  input: Omit<MoneyOutControls, "second_approver"> & { second_approver?: boolean },
  twoFactorOn: boolean,
): Promise<Omit<MoneyOutControls, "second_approver"> & { second_approver?: boolean }> {
  const details: Record<string, string> = {};
  const ranges: string[] = [];
  const badRanges: string[] = [];
  for (const entry of input.ip_allowlist) {
    const canonical = canonicalRange(entry);
    if (!canonical) badRanges.push(entry);
    else if (!ranges.includes(canonical)) ranges.push(canonical);
  }
  if (badRanges.length > 0) {
    details.ip_allowlist = `Not a CIDR (e.g. 203.0.113.0/24) or an address: ${badRanges.map((entry) => JSON.stringify(entry)).join(", ")}.`;
  } else if (ranges.length > MAX_ALLOWLIST_ENTRIES) {
    details.ip_allowlist = `At most ${MAX_ALLOWLIST_ENTRIES} entries.`;
  }
  const currencies = new Map((await listCurrencies(db)).map((currency) => [currency.code, currency]));
  const limitProblems: string[] = [];
  const daily_limits = checkAmounts(input.daily_limits, currencies, limitProblems);
  if (limitProblems.length > 0) details.daily_limits = limitProblems.join(" ");
  const approvalProblems: string[] = [];
  const approval_above = checkAmounts(input.approval_above, currencies, approvalProblems);
  if (approvalProblems.length > 0) details.approval_above = approvalProblems.join(" ");
  else if (Object.keys(approval_above).length > 0 && !twoFactorOn) {
    details.approval_above = "Turn on two-factor sign-in first: approving a payout takes a code of the authenticator app.";
  }
  if (Object.keys(details).length > 0) throw new ValidationError(details);
  return { ip_allowlist: ranges, daily_limits, approval_above, second_approver: input.second_approver };
}

const sameControls = (a: MoneyOutControls, b: MoneyOutControls) =>
  JSON.stringify([a.ip_allowlist, a.daily_limits, a.approval_above, a.second_approver === true]) ===
  JSON.stringify([b.ip_allowlist, b.daily_limits, b.approval_above, b.second_approver === true]);

const describeAmounts = (amounts: Record<string, string>, none: string) =>
  Object.keys(amounts).length === 0
    ? none
    : Object.entries(amounts)
        .map(([code, amount]) => `${amount} ${code}`)
        .join(", ");

function describe(controls: MoneyOutControls): string {
  return [
    `IP allowlist: ${controls.ip_allowlist.length === 0 ? "any address" : controls.ip_allowlist.join(", ")}`,
    `Daily limits: ${describeAmounts(controls.daily_limits, "none")}`,
    `Approval above: ${describeAmounts(controls.approval_above, "no approval")}`,
    `Second approver: ${controls.second_approver ? "yes (the approval comes from another member)" : "no"}`,
  ].join("\n");
}

function changeMail(user: UserRow, before: MoneyOutControls, after: MoneyOutControls, sourceAddress: string) {
  return {
    to: user.email,
    subject: "Your money-out controls changed",
    text: [
      `The money-out controls of your account were changed from the address ${sourceAddress} at ${new Date().toISOString()}.`,
      "",
      "Before:",
      describe(before),
      "",
      "Now:",
      describe(after),
      "",
      "If you did not do this, change your password at once and contact support.",
    ].join("\n"),
  };
}

/**
 * Replaces the merchant's controls (already checked; `second_approver` absent: unchanged) and keeps the change:
 * who (the member, `actor`), from where, before and after. The change is mailed to the account's address before
 * it commits, so none takes effect unannounced (a mail that cannot be sent leaves the controls as they were). An
 * unchanged set is no change: nothing is written.
 */
export async function changeOwnControls(
  deps: { db: Knex; mailer: Mailer },
  user: UserRow,
  checked: Omit<MoneyOutControls, "second_approver"> & { second_approver?: boolean },
  sourceAddress: string,
  actor: Pick<UserRow, "id"> = user,
): Promise<ControlsView> {
  const merchantId = await ownMerchantId(deps.db, user.id);
  return deps.db.transaction(async (trx) => {
    const current = await lockControls(trx, merchantId);
    const before = viewOf(current);
    const controls: MoneyOutControls = { ...checked, second_approver: checked.second_approver ?? before.second_approver };
    if (sameControls(before, controls)) return before;
    const row = await writeControls(trx, merchantId, controls, actor.id);
    const { updated_at: _, ...previous } = before;
    await recordControlChange(trx, { merchantId, actorId: actor.id, sourceAddress, before: previous, after: controls });
    await deps.mailer.send(changeMail(user, previous, controls, sourceAddress));
    return viewOf(row);
  });
}

/**
 * Refuses money out (payouts, bulk, cancels, refunds) from an address outside the merchant's allowlist; an
 * empty allowlist allows any address.
 */
export async function assertMoneyOutAddressAllowed(db: Knex, userId: string, address: string): Promise<void> {
  const allowlist = await allowlistOfUser(db, userId);
  if (!allowlist || allowlist.length === 0) return;
  if (!addressInRanges(address, parseRanges(allowlist))) throw new AddressNotAllowedError(address);
}

export type { ControlChangeRow, MoneyOutControls };
