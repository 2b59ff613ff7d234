import type { ProviderFloatRow } from "./floats-store";

/** The mail every staff member gets once when a provider's float falls below the floor they set. */
export function floatBelowFloorMail(providerName: string, row: ProviderFloatRow) {
  return {
    subject: `${providerName}: ${row.currency} float below its floor`,
    text: [
      `${providerName} (${row.provider_code_name}) told a ${row.currency} float of ${row.balance}, below the floor of ${row.floor}.`,
      "Payouts and refunds it cannot cover are routed to other providers while its float stays low; top it up to send them there again.",
      "You will not be mailed again about this float until it has been back above the floor.",
    ].join("\n\n"),
  };
}
