import { predictNumber } from "../../domain/catalogue/phone-numbers";
import { isFailureReason } from "../../providers/failure-reasons";
import type { Messages } from "./messages";
import { en } from "./messages-en";
import { fr } from "./messages-fr";

export const LANGUAGES = { fr, en } as const;
export type Language = keyof typeof LANGUAGES;

/**
 * French unless `?lang=en`, or an Accept-Language that prefers English to French (its q-values weighed; a language
 * it does not name counts 0).
 */
export function pickLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  if (query === "en" || query === "fr") return query;
  const weights: Record<Language, number> = { fr: 0, en: 0 };
  for (const part of (acceptLanguage ?? "").split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const base = tag.split("-")[0] as Language;
    if (!(base in weights)) continue;
    const q = Number(params.find((param) => param.trim().startsWith("q="))?.split("=")[1] ?? 1);
    if (Number.isFinite(q)) weights[base] = Math.max(weights[base], q);
  }
  return weights.en > weights.fr ? "en" : "fr";
}

/** A try's failure reason as its message in the page's language (a word outside the vocabulary: `provider_error`'s). */
export function failureWords(messages: Messages, reason: string | null): string {
  return reason !== null && isFailureReason(reason) ? messages.failure[reason] : messages.failure.provider_error;
}

/** A refused number in the customer's words: not a DR Congo mobile number at all, or on a network other than the one chosen (named). */
export function numberProblemWords(messages: Messages, typed: string | undefined): string {
  const predicted = predictNumber(typed ?? "");
  if ("problem" in predicted) return messages.invalidNumber;
  return messages.onOtherNetwork(messages.networks[predicted.service] ?? predicted.service);
}
