import { FAILURE_REASON_WORDS, isFailureReason } from "../../../providers/failure-reasons";

export type Language = "fr" | "en";

/** How a language writes an amount: its thousands separator and decimal mark. */
interface MoneyStyle {
  group: string;
  decimal: string;
  /** Francs have no centimes in use: a whole amount is written without them. */
  dropsZeroCentimesOf: readonly string[];
}

const MONEY_STYLES: Record<Language, MoneyStyle> = {
  en: { group: ",", decimal: ".", dropsZeroCentimesOf: [] },
  // A narrow no-break space, as French groups digits, keeps "25 000 CDF" on one line.
  fr: { group: "\u202f", decimal: ",", dropsZeroCentimesOf: ["CDF"] },
};

/** A decimal string grouped as `language` writes it, by string arithmetic only (money never goes through a float). */
export function moneyIn(language: Language, amount: string | null | undefined, currency?: string): string {
  if (amount === null || amount === undefined) return "—";
  const style = MONEY_STYLES[language];
  const [whole = "0", fraction] = amount.split(".");
  const sign = whole.startsWith("-") ? "−" : "";
  const digits = whole.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const dropsFraction = fraction !== undefined && /^0*$/.test(fraction) && style.dropsZeroCentimesOf.includes(currency ?? "");
  const decimals = fraction === undefined || dropsFraction ? "" : `${style.decimal}${fraction}`;
  return `${sign}${digits}${decimals}${currency ? ` ${currency}` : ""}`;
}

const DATE_TIME_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" }),
  fr: new Intl.DateTimeFormat("fr-FR", { dateStyle: "medium", timeStyle: "short" }),
};

/** A timestamp in the browser's own time zone, as `language` writes dates. */
export function dateTimeIn(language: Language, value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // A no-break space keeps date and time on one line in narrow table cells.
  return DATE_TIME_FORMATS[language].format(date).replace(/ /g, "\u00a0");
}

/** The networks' names as customers know them (the checkout page says the same). */
const NETWORK_NAMES: Record<string, string> = {
  MPESA: "M-Pesa",
  ORANGE: "Orange Money",
  AIRTEL: "Airtel Money",
  AFRICELL: "Africell Money",
};

export const networkName = (symbol: string | null | undefined): string => (symbol ? (NETWORK_NAMES[symbol] ?? symbol) : "—");

/** A failure's word of the vocabulary said in plain `language`; a word outside it is shown as it came. */
export function failureReasonIn(language: Language, reason: string | null | undefined): string {
  if (!reason) return "—";
  if (!isFailureReason(reason)) return reason;
  const words = FAILURE_REASON_WORDS[reason];
  return language === "fr" ? words.message_fr : words.message_en;
}
