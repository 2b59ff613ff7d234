import { DRC_COUNTRY_CODE, drcPrefixTable, type ServiceSymbol, serviceOfDrcNumber } from "../../providers/services";

/** A DR Congo mobile number, in E.164, with the service its prefix belongs to. */
export interface PredictedNumber {
  phoneNumber: string;
  country: "CD";
  service: ServiceSymbol;
}

/** Spaces, dashes, dots and parentheses people write numbers with. */
const SEPARATORS = /[\s\-.()]/g;

/** The forms a DR Congo number is written in, each capturing its national part (9 digits, no leading 0). */
const NATIONAL_FORMS = [new RegExp(`^(?:\\+|00)?${DRC_COUNTRY_CODE}(\\d{9})$`), /^0?(\d{9})$/];

/**
 * Reads a number as people write it (`0812345678`, `243812345678`, `+243 81 234 5678`, `00243…`) and tells
 * its E.164 form and service from the one prefix table; a problem to show at the field otherwise.
 */
export function predictNumber(written: string): PredictedNumber | { problem: string } {
  if (written.length > 40) return { problem: "A phone number is at most 40 characters." };
  const compact = written.replace(SEPARATORS, "");
  if (/^(\+|00)/.test(compact) && !compact.replace(/^(\+|00)/, "").startsWith(DRC_COUNTRY_CODE)) {
    return { problem: `Only DR Congo numbers (+${DRC_COUNTRY_CODE}) are served.` };
  }
  const national = NATIONAL_FORMS.map((form) => form.exec(compact)?.[1]).find(Boolean);
  if (!national) {
    return { problem: `Enter a DR Congo mobile number: +${DRC_COUNTRY_CODE} then 9 digits, or 0 then 9 digits.` };
  }
  const phoneNumber = `+${DRC_COUNTRY_CODE}${national}`;
  const service = serviceOfDrcNumber(phoneNumber);
  if (!service) {
    const known = drcPrefixTable()
      .map(({ service: symbol, prefixes }) => `${symbol} ${prefixes.join("/")}`)
      .join(", ");
    return { problem: `No mobile network uses the prefix ${national.slice(0, 2)} (known: ${known}).` };
  }
  return { phoneNumber, country: "CD", service };
}
