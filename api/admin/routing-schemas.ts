import { z } from "zod";
import { DECISION_REASONS } from "../../domain/routing/routing-decision";
import { SERVICE_SYMBOLS } from "../../providers/services";

const iso = z.iso.datetime({ offset: true });
const providerCodeName = z.string().trim().min(1).max(64);
const note = z.string().trim().max(500).nullable().optional();
const scope = {
  merchant_id: z.uuid("Use a merchant id (uuid).").nullable().optional(),
  service: z.enum(SERVICE_SYMBOLS).nullable().optional(),
  note,
};

export const routingRuleBody = z
  .discriminatedUnion("kind", [
    z.strictObject({ ...scope, kind: z.literal("pin"), provider: providerCodeName }),
    z.strictObject({
      ...scope,
      kind: z.literal("split"),
      allocations: z
        .array(z.strictObject({ provider: providerCodeName, weight: z.number().int().min(1).max(100) }))
        .min(2)
        .max(10),
    }),
  ])
  .meta({
    id: "RoutingRuleInput",
    description:
      "A rule for a service, a merchant, or a merchant on a service (the most specific applies): `pin` puts one provider first, `split` draws the first provider by weight (weights add up to 100). The rest follow in learned order, for failover after a definitive refusal.",
  });

export const routingRuleId = z.strictObject({ id: z.uuid("Use a routing rule id (uuid).") });

export const routingRuleSchema = z
  .strictObject({
    id: z.uuid(),
    merchant_id: z.uuid().nullable(),
    service: z.string().nullable(),
    kind: z.enum(["pin", "split"]),
    allocations: z.array(z.strictObject({ provider: z.string(), weight: z.number().int() })),
    note: z.string().nullable(),
    created_at: iso,
    updated_at: iso,
  })
  .meta({ id: "RoutingRule", description: "Staff's rule; a pin is one allocation at weight 100." });

export const routingDecisionSchema = z
  .strictObject({
    reason: z.enum(DECISION_REASONS).meta({
      description:
        "`sandbox`: a sandbox account; `requested`: the merchant named the provider; `pin`, `split`: a staff rule; `priority`: too few outcomes to learn from; `success_rate`: Thompson sampling over each provider's window.",
    }),
    rule_id: z.uuid().nullable(),
    route: z.array(z.string()).meta({ description: "The providers in the order they would be tried." }),
    candidates: z.array(
      z.strictObject({
        provider: z.string(),
        outcomes: z.number().int().meta({ description: "Outcomes in the provider's window." }),
        samples: z.number().meta({ description: "Those outcomes weighted by age (halved every ROUTING_HALF_LIFE_MINUTES)." }),
        successes: z.number().meta({ description: "The successes among them, weighted alike." }),
        rate: z.number().nullable(),
        score: z.number().nullable().meta({ description: "The Thompson draw (success_rate only)." }),
        eliminated: z.boolean(),
        circuit_open: z.boolean(),
      }),
    ),
    decided_at: iso,
  })
  .meta({ id: "RoutingDecision", description: "Why the payment was routed as it was." });

export const routingStandingSchema = z
  .strictObject({
    service: z.string(),
    currency: z.string(),
    providers: z.array(
      z.strictObject({
        provider: z.string(),
        priority: z.number().int(),
        outcomes: z.number().int(),
        samples: z.number(),
        successes: z.number(),
        rate: z.number().nullable(),
        circuit_open: z.boolean(),
        eliminated_until: iso.nullable(),
      }),
    ),
  })
  .meta({ id: "RoutingStanding", description: "What the learning router sees for one service and currency." });
