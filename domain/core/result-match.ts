import { twoDecimals } from "../../lib/money";
import type { ProviderResult } from "../../providers/types";

/** What a provider's result is checked against: the payment's, the payout's or the refund's row. */
export interface ResultExpectation {
  provider_code_name: string | null;
  amount: string;
  currency: string;
  provider_reference: string | null;
}

/** Why a provider's result does not belong to this payment, payout or refund, if it does not. */
export function mismatch(
  movement: ResultExpectation,
  input: { providerCodeName: string; result: Pick<ProviderResult, "amount" | "currency" | "providerReference"> },
): string | undefined {
  if (movement.provider_code_name && movement.provider_code_name !== input.providerCodeName) {
    return `result from ${input.providerCodeName}, routed to ${movement.provider_code_name}`;
  }
  if (twoDecimals(input.result.amount) !== twoDecimals(movement.amount))
    return `amount ${input.result.amount} ≠ ${movement.amount}`;
  if (input.result.currency !== movement.currency) return `currency ${input.result.currency} ≠ ${movement.currency}`;
  if (
    movement.provider_reference &&
    input.result.providerReference &&
    movement.provider_reference !== input.result.providerReference
  ) {
    return `provider reference ${input.result.providerReference} ≠ ${movement.provider_reference}`;
  }
  return undefined;
}
