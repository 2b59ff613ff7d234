import { FAILURE_REASON_WORDS, type FailureReason, type FailureReasonWords } from "../../providers/failure-reasons";
/** Every word of the customer's pages, one module per language (messages-fr.ts, messages-en.ts). */
export interface Messages {
  lang: "fr" | "en";
  /** Intl locale of amounts and times. */
  locale: string;
  pageTitle: string;
  payTo: (merchant: string) => string;
  amount: string;
  phoneLabel: string;
  phoneHint: string;
  networkLabel: string;
  networkHint: string;
  networks: Record<string, string>;
  pay: string;
  paying: string;
  approveTitle: string;
  approveText: (number: string) => string;
  approveHint: string;
  /** How long the try in flight has waited, as the page counts it. */
  waitedFor: (seconds: string) => string;
  /** Offered once a try has waited 45 s: nothing came to the phone, or another number. */
  giveUp: string;
  giveUpHint: string;
  givenUp: string;
  failedTitle: string;
  /** Each reason of the failure vocabulary in this language. */
  failure: Readonly<Record<FailureReason, string>>;
  retry: string;
  paidTitle: string;
  paidText: string;
  backToMerchant: (merchant: string) => string;
  expiredTitle: string;
  expiredText: string;
  cancelledTitle: string;
  cancelledText: string;
  expiresAt: (time: string) => string;
  notFoundTitle: string;
  notFoundText: string;
  linkOffTitle: string;
  linkOffText: string;
  amountToPay: (currency: string) => string;
  continue: string;
  invalidNumber: string;
  /** The number is on another network than the one chosen: which one. */
  onOtherNetwork: (network: string) => string;
  /** The page's heading in each state: to pay, paid, expired, cancelled. */
  headline: Record<"pay" | "paid" | "expired" | "cancelled", (merchant: string) => string>;
  receipt: { title: string; reference: string; time: string; network: string; number: string; amount: string };
  kinshasaTime: string;
  /** The printable card of a payment link: what to scan. */
  scanToPay: string;
  amountChosenByCustomer: string;
  invalidAmount: string;
  /** Francs are paid whole: the networks take no centimes. */
  wholeFrancs: string;
  amountBetween: (min: string, max: string) => string;
  tooMany: string;
  tryInFlight: string;
  unavailable: string;
  language: string;
  otherLanguage: string;
}

/** The failure vocabulary's messages in one language, reason by reason. */
export const failureMessagesIn = (field: keyof Pick<FailureReasonWords, "message_en" | "message_fr">) =>
  Object.fromEntries(Object.entries(FAILURE_REASON_WORDS).map(([reason, words]) => [reason, words[field]])) as Record<
    FailureReason,
    string
  >;
