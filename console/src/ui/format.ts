import { readHumanAmount } from "../../../lib/human-amount";
/** Groups a decimal string's integer digits by thousands, without ever turning money into a float. */
export function money(amount: string | null | undefined, currency?: string): string {
  if (amount === null || amount === undefined) return "—";
  const [whole = "0", fraction] = amount.split(".");
  const sign = whole.startsWith("-") ? "−" : "";
  const digits = whole.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${digits}${fraction !== undefined ? `.${fraction}` : ""}${currency ? ` ${currency}` : ""}`;
}

export function dateTime(value: string | null | undefined): string {
  if (!value) return "—";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  // A no-break space keeps date and time on one line in narrow table cells.
  return date.toISOString().replace("T", "\u00a0").slice(0, 19);
}

/** `YYYY-MM-DD` of a UTC day, for inputs and report ranges. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

export function percent(part: number, whole: number): string {
  return whole === 0 ? "—" : `${((part / whole) * 100).toFixed(1)} %`;
}

/**
 * An amount field as the merchant typed it ("15 000", "15.000", "7500,50") in the API's decimal string; what cannot be
 * read goes as typed, for the service to say what is wrong with it at the field.
 */
export function apiAmount(typed: string): string {
  const read = readHumanAmount(typed);
  return "amount" in read ? read.amount : typed;
}
