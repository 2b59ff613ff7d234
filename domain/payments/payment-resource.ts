import { PROVIDER_MOVEMENT_EVENTS, type ResourceDeclaration } from "../core/resource-declaration";

export const paymentResource = {
  name: "transaction",
  referencePrefix: "TX",
  ...PROVIDER_MOVEMENT_EVENTS,
  scope: "collections",
} as const satisfies ResourceDeclaration;
