import { z } from "zod";
import { OPERATIONS } from "../../domain/routing/availability";
import { SERVICE_SYMBOLS } from "../../providers/services";

export const predictProviderBody = z
  .strictObject({
    phone_number: z.string({ error: "This field is required." }).max(40, "A phone number is at most 40 characters."),
  })
  .meta({ id: "PredictProviderInput" });

export const predictedProviderSchema = z
  .strictObject({
    phone_number: z.string().meta({ description: "E.164." }),
    country: z.literal("CD").meta({ description: "ISO 3166-1 alpha-2." }),
    service: z.enum(SERVICE_SYMBOLS),
  })
  .meta({ id: "PredictedProvider" });

export const activeConfigurationSchema = z
  .strictObject({
    results: z.array(
      z.strictObject({
        service: z.enum(SERVICE_SYMBOLS),
        currency: z.string(),
        operations: z.array(z.enum(OPERATIONS)),
        min_amount: z.string(),
        max_amount: z.string().nullable().meta({ description: "Null: no maximum for this currency." }),
        decimals: z.number().int().meta({ description: "Decimal places accepted in an amount." }),
      }),
    ),
  })
  .meta({ id: "ActiveConfiguration" });

const status = z.enum(["OPERATIONAL", "DELAYED", "CLOSED"]).meta({
  description:
    "`OPERATIONAL`: at least one provider for it is fit; `DELAYED`: every one is demoted, eliminated, slow or failing (payouts wait in the queue); `CLOSED`: none is enabled for it.",
});

export const availabilitySchema = z
  .strictObject({
    results: z.array(z.strictObject({ service: z.enum(SERVICE_SYMBOLS), operation: z.enum(OPERATIONS), status })),
  })
  .meta({ id: "Availability" });

export const staffAvailabilitySchema = z
  .strictObject({
    results: z.array(
      z.strictObject({
        service: z.enum(SERVICE_SYMBOLS),
        operation: z.enum(OPERATIONS),
        status,
        providers: z.array(
          z.strictObject({
            provider: z.string(),
            reasons: z.array(z.string()).meta({ description: "Why the provider is not fit now; empty when it is." }),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "StaffAvailability", description: "Production availability with each provider's reasons." });
