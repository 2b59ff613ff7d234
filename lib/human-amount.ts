/**
 * An amount as people write it ("25 000", "7.500", "7,500", "7500,50", "12.5", "25 000 FC", "$12.50") read into the
 * API's decimal string ("25000.00"), or why it cannot be. A dot or a comma followed by exactly three digits, after
 * at most three, groups thousands (no currency here has three decimals); with both marks, the last is the decimal
 * one. Pure and free of Node: the web console reads its amount fields with it too.
 */
export type HumanAmount = { amount: string } | { problem: "unreadable" | "too_many_decimals" };

const CURRENCY_WORDS = /(us\$|\$|usd|cdf|fc|francs?|dollars?)/gi;
const SPACES = /[\s\u00a0\u202f\u2009'’]/g;

export function readHumanAmount(text: string): HumanAmount {
  const bare = text.replace(CURRENCY_WORDS, "").replace(SPACES, "");
  if (!/^\d[\d.,]*$/.test(bare) || /[.,]$/.test(bare)) return { problem: "unreadable" };
  const lastMark = Math.max(bare.lastIndexOf("."), bare.lastIndexOf(","));
  if (lastMark < 0) return canonical(bare, "");
  const mark = bare[lastMark]!;
  const other = mark === "." ? "," : ".";
  const before = bare.slice(0, lastMark);
  const after = bare.slice(lastMark + 1);
  const groupsOnly = (digits: string) => /^\d{1,3}([.,]\d{3})*$/.test(digits);
  if (before.includes(other) || before.includes(mark)) {
    // Several marks: every earlier one groups thousands; the last decimal unless it groups too ("1.234.567").
    if (!groupsOnly(before)) return { problem: "unreadable" };
    const whole = before.replace(/[.,]/g, "");
    if (before.includes(mark) && after.length === 3) return canonical(`${whole}${after}`, "");
    if (before.includes(mark)) return { problem: "unreadable" };
    return canonical(whole, after);
  }
  if (after.length === 3 && before.length <= 3) return canonical(`${before}${after}`, "");
  return canonical(before, after);
}

function canonical(whole: string, fraction: string): HumanAmount {
  if (fraction.length > 2) return { problem: "too_many_decimals" };
  const digits = whole.replace(/^0+(?=\d)/, "");
  if (digits.length > 15) return { problem: "unreadable" };
  return { amount: `${digits}.${fraction.padEnd(2, "0")}` };
}
