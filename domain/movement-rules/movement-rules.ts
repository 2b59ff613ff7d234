import type { Knex } from "knex";
import { UnknownProviderError, ValidationError } from "../../lib/errors";
import { decimalsUsed, toMinorUnits } from "../../lib/money";
import { assertCallbackUrlAllowed } from "../../lib/url-safety";
import { drcNetworkPrefixes, serviceOfDrcNumber } from "../../providers/services";
import { merchantOfUser } from "../accounts/merchants";
import { parseAmount } from "../catalogue/amounts";
import { type CurrencyRow, findCurrency, findService } from "../catalogue/catalogue-store";
import type { AccountType } from "../core/account-type";
import { amountLimits } from "../core/limits";
import { decimalsProblem, findProvider } from "../routing/providers-store";

/** What a collection's and a payout's requests share, their shape already valid (the HTTP layer checked it). */
export interface MovementRequest {
  merchant_reference: string;
  amount: string;
  currency: string;
  /** Optional when the number tells it. */
  service?: string;
  /** Absent: nobody is notified (a checkout's try whose checkout has no address); a payout needs one. */
  callback_url?: string;
  provider_code_name?: string;
}

/** The other party of a movement as its kind names it: the field of its number, and why a merchant cannot yet move money. */
export interface MovementParty {
  numberField: "customer_number" | "recipient_number";
  noMerchant: string;
  callbackRequired: boolean;
}

/** A request every rule accepted: currency and service in their canonical form. */
export interface CheckedMovement {
  merchantId: string;
  merchantReference: string;
  amount: string;
  currency: string;
  service: string;
  /** The payer's number (a collection) or the recipient's (a payout). */
  number: string;
  callbackUrl: string | null;
  requestedProvider: string | null;
}

/** The problem with `amount` in `currency` (its decimals, the limits every movement has), if any. */
export function amountProblem(amount: string, currency: CurrencyRow): string | undefined {
  const parsed = parseAmount(amount, currency);
  if (parsed.problem !== undefined) return parsed.problem;
  const limits = amountLimits(currency.code);
  if (parsed.minor < toMinorUnits(limits.min)) return `The minimum amount is ${limits.min}.`;
  if (limits.max && parsed.minor > toMinorUnits(limits.max)) return `The maximum amount in ${currency.code} is ${limits.max}.`;
  return undefined;
}

/**
 * The domain rules of interface.md 7.3 beyond the payload's shape, applied to every field whose shape is valid, for a
 * collection and a payout alike (the number is the payer's or the recipient's, under the kind's field name). Every
 * failing field is reported at once, beside the shape problems the HTTP layer found (`shapeProblems`); nothing is
 * written.
 */
export async function checkMovement(
  db: Knex,
  userId: string,
  accountType: AccountType,
  party: MovementParty,
  input: Partial<MovementRequest> & { number?: string },
  shapeProblems: Record<string, string>,
  allowPrivateCallbacks: boolean,
): Promise<CheckedMovement> {
  const details: Record<string, string> = { ...shapeProblems };
  const numberField = party.numberField;
  const serviceAsked = input.service ?? (input.number ? serviceOfDrcNumber(input.number) : undefined);
  if (serviceAsked === undefined && !details.service && !details[numberField]) {
    details.service = "This field is required: the number does not tell the service.";
  }
  // Independent lookups, side by side: one round trip of waiting instead of four.
  const [merchant, currency, service, provider] = await Promise.all([
    merchantOfUser(db, userId),
    input.currency === undefined ? undefined : findCurrency(db, input.currency),
    serviceAsked === undefined ? undefined : findService(db, serviceAsked),
    input.provider_code_name ? findProvider(db, input.provider_code_name) : undefined,
  ]);
  if (!merchant) details.merchant = party.noMerchant;

  if (input.currency !== undefined && !currency) {
    details.currency = `Unknown currency '${input.currency}'; see GET /api/organization/currency/.`;
  } else if (currency && input.amount !== undefined) {
    const problem = amountProblem(input.amount, currency);
    if (problem) details.amount = problem;
  }

  if (serviceAsked !== undefined && !service) {
    details.service = `Unknown service '${serviceAsked}'; see GET /api/organization/service/.`;
  } else if (service && input.number?.startsWith("+243")) {
    const national = input.number.slice(4);
    const prefixes = drcNetworkPrefixes(service.symbol);
    if (national.length !== 9) details[numberField] = "A DR Congo number has 9 digits after +243.";
    else if (!prefixes.includes(national.slice(0, 2))) {
      details[numberField] = `This number is not on ${service.name} (prefixes ${prefixes.map((p) => `+243${p}`).join(", ")}).`;
    }
  }

  if (input.callback_url === undefined) {
    if (party.callbackRequired && !details.callback_url) details.callback_url = "This field is required.";
  } else {
    try {
      await assertCallbackUrlAllowed(input.callback_url, allowPrivateCallbacks);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      Object.assign(details, error.details);
    }
  }

  if (input.provider_code_name) {
    if (!provider) {
      if (Object.keys(details).length === 0) throw new UnknownProviderError(input.provider_code_name);
      details.provider_code_name = `Unknown provider '${input.provider_code_name}'.`;
    } else if (accountType === "prod") {
      if (provider.builtin) details.provider_code_name = "The sandbox provider is for sandbox accounts only.";
      else if (!provider.enabled) details.provider_code_name = `Provider '${provider.code_name}' is disabled.`;
      else if (service && !provider.services.includes(service.symbol)) {
        details.provider_code_name = `Provider '${provider.code_name}' does not serve ${service.symbol}.`;
      } else if (currency && !provider.currencies.includes(currency.code)) {
        details.provider_code_name = `Provider '${provider.code_name}' does not take ${currency.code}.`;
      }
    }
  }

  if (accountType === "prod" && service && currency && input.amount !== undefined && !details.amount) {
    const requested = provider && !details.provider_code_name ? provider : undefined;
    const decimals = { service: service.symbol, currency: currency.code, decimals: decimalsUsed(input.amount) };
    const problem = await decimalsProblem(db, { ...decimals, provider: requested });
    if (problem) details.amount = problem;
  }

  if (Object.keys(details).length > 0) throw new ValidationError(details);
  // No problem found means every field was present and well-formed.
  return {
    merchantId: merchant!.id,
    merchantReference: input.merchant_reference!,
    amount: input.amount!,
    currency: currency!.code,
    service: service!.symbol,
    number: input.number!,
    callbackUrl: input.callback_url ?? null,
    requestedProvider: input.provider_code_name ?? null,
  };
}
