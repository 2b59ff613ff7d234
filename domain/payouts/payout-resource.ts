import { PROVIDER_MOVEMENT_EVENTS, type ResourceDeclaration } from "../core/resource-declaration";

export const payoutResource = {
  name: "payout",
  referencePrefix: "PO",
  ...PROVIDER_MOVEMENT_EVENTS,
  scope: "payouts",
} as const satisfies ResourceDeclaration;
