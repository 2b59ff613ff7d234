import type { Knex } from "knex";
import { ValidationError } from "../../lib/errors";
import { assertCallbackUrlAllowed } from "../../lib/url-safety";
import { type CurrencyRow, findCurrency } from "../catalogue/catalogue-store";
import { predictNumber } from "../catalogue/phone-numbers";
import { amountProblem } from "../movement-rules/movement-rules";

/**
 * Checks the fields a checkout or a payment link shares with a transaction, adding each problem to `details` under
 * its field: the currency, the amount in it, the merchant's URLs (the rule every merchant-supplied URL follows) and the
 * customer's number. Answers the currency's row when it is known.
 */
export async function checkMoneyFields(
  db: Knex,
  input: { currency?: string; amount?: string; urls: Record<string, string | undefined>; customer_number?: string },
  details: Record<string, string>,
  allowPrivate: boolean,
): Promise<CurrencyRow | undefined> {
  const currency = input.currency === undefined ? undefined : await findCurrency(db, input.currency);
  if (input.currency !== undefined && !currency) {
    details.currency = `Unknown currency '${input.currency}'; see GET /api/organization/currency/.`;
  } else if (currency && input.amount !== undefined) {
    const problem = amountProblem(input.amount, currency);
    if (problem) details.amount = problem;
  }
  for (const [field, url] of Object.entries(input.urls)) {
    if (url === undefined) continue;
    try {
      await assertCallbackUrlAllowed(url, allowPrivate);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      details[field] = String(Object.values(error.details ?? {})[0] ?? "This URL is not allowed.").replace(
        "The callback URL",
        "The URL",
      );
    }
  }
  if (input.customer_number !== undefined) {
    const predicted = predictNumber(input.customer_number);
    if ("problem" in predicted) details.customer_number = predicted.problem;
  }
  return currency;
}

/** Throws the collected problems, if any, as one 400 naming every field. */
export function refuseProblems(details: Record<string, string>): void {
  if (Object.keys(details).length > 0) throw new ValidationError(details);
}
