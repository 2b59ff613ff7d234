import { CONVERSIONS } from "../../domain/conversions/conversions-store";
import { CALLBACK_NOTIFIED } from "../../domain/events/event-types";
import { EVENT_RESOURCES, RESOURCES, scopeOf } from "../../domain/events/resources";
import { MOVEMENT_KINDS } from "../../domain/movement-kinds/registry";
import { CHECKOUTS } from "../../domain/payments/checkout-claim";
import { PAYMENTS } from "../../domain/payments/payments-store";
import { PAYOUTS } from "../../domain/payouts/payouts-store";
import { REFUNDS } from "../../domain/refunds/refunds-store";

describe("resource declarations", () => {
  it("gives each resource its own name and reference prefix", () => {
    const prefixes = RESOURCES.flatMap((resource) => ("referencePrefix" in resource ? [resource.referencePrefix] : []));
    expect(new Set(EVENT_RESOURCES).size).toBe(RESOURCES.length);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it("notifies a callback_url only of a declared event", () => {
    for (const { events, notifiesCallback } of RESOURCES) {
      expect(Object.keys(events)).toEqual(expect.arrayContaining([...notifiesCallback]));
    }
  });

  it("keeps the callback_url notified of final states only, as it always was", () => {
    expect(CALLBACK_NOTIFIED.map(({ resource, status }) => `${resource}:${status}`)).toEqual([
      "transaction:Success",
      "transaction:Failed",
      "payout:Success",
      "payout:Failed",
      "refund:Success",
      "refund:Failed",
      "checkout:paid",
      "checkout:expired",
    ]);
  });

  it("resends a resource's notifications under the scope that creates it, as before it was declared", () => {
    expect(Object.fromEntries(EVENT_RESOURCES.map((name) => [name, scopeOf(name)]))).toEqual({
      transaction: "collections",
      checkout: "collections",
      payout: "payouts",
      refund: "refunds",
      conversion: "conversions",
    });
  });

  it("stores every movement_events row under a declared resource", () => {
    for (const table of [PAYMENTS, PAYOUTS, REFUNDS, CHECKOUTS, CONVERSIONS]) {
      expect(EVENT_RESOURCES).toContain(table.resource);
    }
  });

  it("gives each kind of money movement its resource's reference prefix", () => {
    for (const kind of MOVEMENT_KINDS) {
      const resource = RESOURCES.find(({ name }) => name === kind.table.resource);
      expect(resource && "referencePrefix" in resource ? resource.referencePrefix : undefined).toBe(kind.referencePrefix);
    }
  });
});
