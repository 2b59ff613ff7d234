/**
 * The one failure vocabulary (contract, "The networks' own protocols", failure reasons): every `Failed`
 * transaction, payout and refund says why in one of these words, whatever network it went through; the
 * network's own code is kept beside it verbatim (`provider_failure_code`). Each protocol maps its codes
 * to these in its own folder. Free of imports: workflow code bundles it.
 */
export const PROVIDER_FAILURE_REASONS = [
  "insufficient_funds",
  "declined",
  "expired",
  "invalid_number",
  "limit_exceeded",
  "insufficient_float",
  "provider_unavailable",
  "not_allowed",
  "provider_error",
] as const;

/** Reasons the service itself gives, no provider having said why. */
export const SERVICE_FAILURE_REASONS = ["cancelled", "not_approved", "resolved_by_staff"] as const;

export type ProviderFailureReason = (typeof PROVIDER_FAILURE_REASONS)[number];
export type ServiceFailureReason = (typeof SERVICE_FAILURE_REASONS)[number];
export type FailureReason = ProviderFailureReason | ServiceFailureReason;

export const FAILURE_REASONS: readonly FailureReason[] = [...PROVIDER_FAILURE_REASONS, ...SERVICE_FAILURE_REASONS];

/** A protocol's codes, verbatim as its network sends them, each to one reason; a code not listed is `provider_error`. */
export type FailureCodeTable = Readonly<Record<string, ProviderFailureReason>>;

/** Why a movement failed: a word of the vocabulary, and the provider's own code verbatim (null when it gave none). */
export interface Failure {
  reason: FailureReason;
  code: string | null;
}

/**
 * The one place a provider's code becomes a reason, by its protocol's table. No code at all (a failure the
 * provider did not explain), or one the table does not list, is `provider_error`.
 */
export function failureOf(table: FailureCodeTable, code: string | null): Failure {
  const listed = code !== null && Object.hasOwn(table, code) ? table[code] : undefined;
  return { reason: listed ?? "provider_error", code };
}

/** A failure the service itself decided, no provider code behind it. */
export const serviceFailure = (reason: FailureReason): Failure => ({ reason, code: null });

/**
 * Reasons that tell about the provider, not the customer or the merchant: they count against it in the
 * success-rate window and its health. `expired` counts too: a network whose prompts never reach customers
 * shows as expirations, while customers who let a prompt lapse are spread over every provider alike.
 */
export const PROVIDERS_OWN_REASONS: ReadonlySet<FailureReason> = new Set<FailureReason>([
  "provider_unavailable",
  "provider_error",
  "insufficient_float",
  "expired",
]);

export const isProvidersOwn = (reason: FailureReason) => PROVIDERS_OWN_REASONS.has(reason);

/** Whether a Failed row's `failure_reason` counts against its provider (a word outside the vocabulary does not). */
export const countsAgainstProvider = (reason: string | null) =>
  reason !== null && isFailureReason(reason) && isProvidersOwn(reason);

export const isFailureReason = (word: string): word is FailureReason => (FAILURE_REASONS as readonly string[]).includes(word);

export interface FailureReasonWords {
  /** Whether trying again, later or on another network, can succeed. */
  retryable: boolean;
  message_en: string;
  message_fr: string;
}

/** What each reason tells a shopkeeper and their customer, in plain words, in English and in French as read in Kinshasa. */
export const FAILURE_REASON_WORDS: Readonly<Record<FailureReason, FailureReasonWords>> = {
  insufficient_funds: {
    retryable: true,
    message_en: "The customer does not have enough money in their account.",
    message_fr: "Le client n'a pas assez d'argent sur son compte.",
  },
  declined: {
    retryable: true,
    message_en: "The customer refused or cancelled the payment, or entered a wrong PIN.",
    message_fr: "Le client a refusé ou annulé le paiement, ou a tapé un mauvais code PIN.",
  },
  expired: {
    retryable: true,
    message_en: "No confirmation came in time. The customer can try again.",
    message_fr: "La confirmation n'est pas arrivée à temps. Le client peut réessayer.",
  },
  invalid_number: {
    retryable: false,
    message_en: "This phone number cannot receive or send mobile money. Check the number.",
    message_fr: "Ce numéro ne peut pas envoyer ou recevoir de l'argent mobile. Vérifiez le numéro.",
  },
  limit_exceeded: {
    retryable: false,
    message_en: "The amount is above what this account or network allows.",
    message_fr: "Le montant dépasse ce que ce compte ou ce réseau permet.",
  },
  insufficient_float: {
    retryable: true,
    message_en: "The network does not have enough funds to pay out right now. Try again later.",
    message_fr: "Le réseau n'a pas assez de fonds pour payer maintenant. Réessayez plus tard.",
  },
  provider_unavailable: {
    retryable: true,
    message_en: "The mobile money network is not available right now. Try again later.",
    message_fr: "Le réseau d'argent mobile n'est pas disponible pour le moment. Réessayez plus tard.",
  },
  not_allowed: {
    retryable: false,
    message_en: "This operation is not allowed for this number or network.",
    message_fr: "Cette opération n'est pas permise pour ce numéro ou ce réseau.",
  },
  provider_error: {
    retryable: true,
    message_en: "The mobile money network had a problem. Try again later.",
    message_fr: "Le réseau d'argent mobile a eu un problème. Réessayez plus tard.",
  },
  cancelled: {
    retryable: false,
    message_en: "The merchant cancelled it.",
    message_fr: "Le marchand l'a annulé.",
  },
  not_approved: {
    retryable: false,
    message_en: "It was not approved in time.",
    message_fr: "Il n'a pas été approuvé à temps.",
  },
  resolved_by_staff: {
    retryable: false,
    message_en: "Our support team closed it as failed after checking with the network.",
    message_fr: "Notre équipe d'assistance l'a clôturé comme échoué après vérification auprès du réseau.",
  },
};
