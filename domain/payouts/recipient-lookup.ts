import type { Knex } from "knex";
import { ValidationError } from "../../lib/errors";
import { counter } from "../../lib/metrics";
import type { ProviderRegistry } from "../../providers/registry";
import { serviceOfDrcNumber } from "../../providers/services";
import { callOperation, type RecipientOutcome, supports } from "../../providers/types";
import { findService } from "../catalogue/catalogue-store";
import type { AccountType } from "../core/account-type";
import { listProviders, usableBy } from "../routing/providers-store";

const lookups = counter("recipient_lookups_total", "Recipient lookups, by provider and outcome", ["provider", "outcome"]);

/** Sandbox names, one per number by its digits, so a test or a demo sees the same name for a number every time. */
const SANDBOX_NAMES = ["Mukendi Jean-Pierre", "Kabongo Ngoy Élodie", "Tshibangu Marie", "Ilunga Patrice", "Mbuyi Grâce"];
/** The sandbox provider's number that is not registered (the contract's scenario). */
const SANDBOX_UNREGISTERED_SUFFIX = "97";

export type RecipientLookup =
  | { kind: "found"; name: string; provider: string }
  | { kind: "not_found"; provider: string }
  /** No enabled provider for the service can tell now. */
  | { kind: "unavailable" };

function sandboxAnswer(number: string): RecipientOutcome {
  if (number.endsWith(SANDBOX_UNREGISTERED_SUFFIX)) return { kind: "not_found" };
  const digits = number.replace(/\D/g, "");
  return { kind: "found", name: SANDBOX_NAMES[Number(digits.slice(-4)) % SANDBOX_NAMES.length]! };
}

/**
 * Who holds `number` on `service`'s network, asked of the providers the account's payouts may use, in priority order,
 * that can tell: the first that answers found or not registered decides; one that cannot tell now passes the question
 * on. The sandbox account's provider answers from its scenario.
 */
export async function lookUpRecipient(
  db: Knex,
  registry: ProviderRegistry,
  question: { accountType: AccountType; number: string; service: string; currency?: string },
): Promise<RecipientLookup> {
  const candidates = (await listProviders(db)).filter(
    (provider) =>
      usableBy(question.accountType)(provider) &&
      provider.services.includes(question.service) &&
      (question.currency === undefined || provider.currencies.includes(question.currency)),
  );
  for (const provider of candidates) {
    const client = registry.get(provider.code_name);
    let outcome: RecipientOutcome;
    if (provider.builtin) outcome = sandboxAnswer(question.number);
    else if (client && supports(client, "lookupRecipient")) {
      const currency = question.currency ?? provider.currencies[0]!;
      outcome = (await callOperation(client, "lookupRecipient", { number: question.number, currency })).outcome;
    } else continue;
    lookups.inc({ provider: provider.code_name, outcome: outcome.kind });
    if (outcome.kind === "found") return { kind: "found", name: outcome.name, provider: provider.code_name };
    if (outcome.kind === "not_found") return { kind: "not_found", provider: provider.code_name };
  }
  return { kind: "unavailable" };
}

/** The service a lookup asks about: the one named, else the one the number's prefix tells; 400 naming `service` otherwise. */
export async function recipientService(db: Knex, number: string, asked: string | undefined): Promise<string> {
  const symbol = asked ?? serviceOfDrcNumber(number);
  if (symbol === undefined)
    throw new ValidationError({ service: "This field is required: the number does not tell the service." });
  const service = await findService(db, symbol);
  if (!service) throw new ValidationError({ service: `Unknown service '${symbol}'; see GET /api/organization/service/.` });
  return service.symbol;
}
