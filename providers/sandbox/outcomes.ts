/**
 * The contract's sandbox rules, by the customer number's last two digits: 99 fails (insufficient
 * funds), 98 is never answered, anything else succeeds.
 */
export type SandboxOutcome =
  | { outcome: "succeeded"; failureCode: null }
  | { outcome: "failed"; failureCode: string }
  | { outcome: "never"; failureCode: null };

export function sandboxOutcome(phone: string): SandboxOutcome {
  if (phone.endsWith("99")) return { outcome: "failed", failureCode: "insufficient_funds" };
  if (phone.endsWith("98")) return { outcome: "never", failureCode: null };
  return { outcome: "succeeded", failureCode: null };
}
