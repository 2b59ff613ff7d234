import type { ResponseRecord } from "./driver";
import type { ChaosStack } from "./stack";

/** What a provider answered that leaves a creation's outcome unknown, or refuses it: the only grounds for a 502. */
const GROUNDS = ["ambiguous", "unknown", "rejected"];

/**
 * Every `502 provider_error` the clients were given (a bulk payout's items included) is a provider's doing: a
 * provider's ambiguous answer or refusal for that reference was recorded (`provider_attempts`) before the answer.
 * A slow engine is answered `201` as the resource stands, never `502`.
 */
export async function checkProviderErrors(
  stack: ChaosStack,
  responses: ResponseRecord[],
): Promise<{ violations: string[]; providerErrors: number }> {
  const answers = responses.flatMap((response) => [
    ...(response.status === 502 && response.code === "provider_error" ? [response] : []),
    ...(response.itemErrors ?? [])
      .filter((item) => item.code === "provider_error")
      .map((item) => ({ ...response, reference: item.reference })),
  ]);
  const references = [...new Set(answers.flatMap((answer) => (answer.reference ? [answer.reference] : [])))];
  const grounds: Array<{ reference: string; at: Date }> =
    references.length === 0
      ? []
      : await stack
          .db("provider_attempts")
          .whereIn("reference", references)
          .whereIn("outcome", GROUNDS)
          .select("reference", "created_at as at");
  const violations: string[] = [];
  for (const answer of answers) {
    const when = new Date(answer.at).toISOString();
    if (!answer.reference) {
      violations.push(`${answer.api} answered 502 provider_error at ${when} naming no reference`);
      continue;
    }
    const grounded = grounds.some((ground) => ground.reference === answer.reference && ground.at.getTime() <= answer.at);
    if (!grounded)
      violations.push(
        `${answer.reference}: ${answer.api} answered 502 provider_error at ${when} (${answer.message ?? "bulk item"}) with no ambiguous answer or refusal of a provider before it`,
      );
  }
  return { violations, providerErrors: answers.length };
}
