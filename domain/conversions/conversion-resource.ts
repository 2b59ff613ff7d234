import type { ResourceDeclaration } from "../core/resource-declaration";

/** A conversion has no callback_url: its one event reaches the merchant's endpoints only. */
export const conversionResource = {
  name: "conversion",
  referencePrefix: "CV",
  events: { succeeded: "Success" },
  notifiesCallback: [],
  scope: "conversions",
} as const satisfies ResourceDeclaration;
