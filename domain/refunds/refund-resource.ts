import { PROVIDER_MOVEMENT_EVENTS, type ResourceDeclaration } from "../core/resource-declaration";

export const refundResource = {
  name: "refund",
  referencePrefix: "RF",
  ...PROVIDER_MOVEMENT_EVENTS,
  scope: "refunds",
} as const satisfies ResourceDeclaration;
