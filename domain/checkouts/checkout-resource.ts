import type { ResourceDeclaration } from "../core/resource-declaration";

export const checkoutResource = {
  name: "checkout",
  events: { paid: "paid", expired: "expired" },
  notifiesCallback: ["paid", "expired"],
  scope: "collections",
} as const satisfies ResourceDeclaration;
