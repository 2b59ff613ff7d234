import { z } from "zod";

export const e164 = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, "Enter a phone number in E.164 form, e.g. +243812345678.");

export const email = z
  .email("Enter a valid e-mail address.")
  .max(254)
  .transform((value) => value.trim());

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** Region codes Intl knows that are not ISO 3166-1 countries. */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);

export function isIsoCountry(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  const name = regionNames.of(code);
  return name !== undefined && name !== code;
}

export const country = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isIsoCountry, "Enter an ISO 3166-1 alpha-2 country code, e.g. CD.");

/** PostgreSQL refuses some dates JavaScript accepts (year 0): only a plausible range is asked for. */
const EARLIEST = Date.parse("1970-01-01T00:00:00Z");
const LATEST = Date.parse("2100-01-01T00:00:00Z");
const plausible = (value: string) => {
  const time = Date.parse(value);
  return time >= EARLIEST && time < LATEST;
};

export const timestamp = z.iso
  .datetime({ offset: true, error: "Use an ISO 8601 timestamp." })
  .refine(plausible, "Use a timestamp from 1970 to before 2100.");

export const day = z.iso.date({ error: "Use a date, YYYY-MM-DD." }).refine(plausible, "Use a date from 1970 to before 2100.");

/**
 * The one rule for every list of the API (scopes, event types, allowlists): each item named once. A repeat is a
 * `400` naming the list, never merged silently: a client that sends one is confused about what it asked for.
 */
export const namedOnce = (items: readonly unknown[]): boolean => new Set(items).size === items.length;
