import type { Knex } from "knex";
import { UnknownProviderError, ValidationError } from "../../lib/errors";
import { toMinorUnits } from "../../lib/money";
import { assertCallbackUrlAllowed } from "../../lib/url-safety";
import { merchantOfUser } from "../accounts/merchants";
import { DRC_NETWORK_PREFIXES, MAXIMUM_AMOUNT, MINIMUM_AMOUNT } from "./limits";

/** A creation request whose shape is already valid (the HTTP layer checked it). */
export interface TransactionRequest {
  amount: string;
  currency: string;
  service: string;
  customer_number: string;
  callback_url: string;
  provider_code_name?: string;
}

export interface CheckedTransaction {
  merchantId: string;
  amount: string;
  currency: string;
  service: string;
}

function amountProblem(amount: string, decimals: number, currency: string): string | undefined {
  const fraction = amount.split(".")[1] ?? "";
  if (fraction.length > decimals) return `${currency} amounts have at most ${decimals} decimals.`;
  const minor = toMinorUnits(`${amount.split(".")[0]}.${fraction.padEnd(2, "0").slice(0, 2)}`);
  if (minor < toMinorUnits(MINIMUM_AMOUNT)) return `The minimum amount is ${MINIMUM_AMOUNT}.`;
  const maximum = MAXIMUM_AMOUNT[currency];
  if (maximum && minor > toMinorUnits(maximum)) return `The maximum amount in ${currency} is ${maximum}.`;
  return undefined;
}

/**
 * The domain rules of interface.md 7.3 beyond the payload's shape. Every failing field is reported
 * at once; nothing is written.
 */
export async function checkTransaction(
  db: Knex,
  userId: string,
  accountType: "sandbox" | "prod",
  input: TransactionRequest,
  allowPrivateCallbacks: boolean,
): Promise<CheckedTransaction> {
  const details: Record<string, string> = {};
  // Independent look-ups: one round trip's wait instead of three.
  const [merchant, currency, service] = await Promise.all([
    merchantOfUser(db, userId),
    db("currencies").where({ code: input.currency }).first(),
    db("services").whereRaw("upper(symbol) = upper(?) OR upper(name) = upper(?)", [input.service, input.service]).first(),
  ]);
  if (!merchant) details.merchant = "Complete the merchant profile before creating transactions.";

  if (!currency) details.currency = `Unknown currency '${input.currency}'; see GET /api/organization/currency/.`;
  else {
    const problem = amountProblem(input.amount, currency.decimals, currency.code);
    if (problem) details.amount = problem;
  }

  if (!service) details.service = `Unknown service '${input.service}'; see GET /api/organization/service/.`;
  else if (input.customer_number.startsWith("+243")) {
    const national = input.customer_number.slice(4);
    const prefixes = DRC_NETWORK_PREFIXES[service.symbol] ?? [];
    if (national.length !== 9) details.customer_number = "A DR Congo number has 9 digits after +243.";
    else if (!prefixes.includes(national.slice(0, 2))) {
      details.customer_number = `This number is not on ${service.name} (prefixes ${prefixes.map((p) => `+243${p}`).join(", ")}).`;
    }
  }

  try {
    await assertCallbackUrlAllowed(input.callback_url, allowPrivateCallbacks);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(details, error.details);
  }

  if (input.provider_code_name) {
    const provider = await db("providers").where({ code_name: input.provider_code_name }).first();
    if (!provider) throw new UnknownProviderError(input.provider_code_name);
    if (accountType === "prod") {
      if (provider.builtin) details.provider_code_name = "The sandbox provider is for sandbox accounts only.";
      else if (!provider.enabled) details.provider_code_name = `Provider '${provider.code_name}' is disabled.`;
      else if (service && !provider.services.includes(service.symbol)) {
        details.provider_code_name = `Provider '${provider.code_name}' does not serve ${service.symbol}.`;
      } else if (currency && !provider.currencies.includes(currency.code)) {
        details.provider_code_name = `Provider '${provider.code_name}' does not take ${currency.code}.`;
      }
    }
  }

  if (Object.keys(details).length > 0) throw new ValidationError(details);
  return { merchantId: merchant!.id, amount: input.amount, currency: currency.code, service: service.symbol };
}
