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
