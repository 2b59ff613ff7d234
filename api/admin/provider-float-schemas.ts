import { z } from "zod";

const amount = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, "Expected a decimal amount with at most two decimals.");

export const floatFloorsBody = z
  .record(z.string().regex(/^[A-Z]{3}$/, "Expected a currency code."), amount.nullable())
  .refine((floors) => Object.keys(floors).length > 0 && Object.keys(floors).length <= 10, "Name one to ten currencies.")
  .meta({
    id: "FloatFloorsInput",
    description:
      "A floor per currency under which staff are mailed once (re-armed when the float is back above); null removes it.",
  });

export const providerFloatSchema = z
  .strictObject({
    provider_code_name: z.string(),
    results: z.array(
      z.strictObject({
        currency: z.string(),
        balance: z.string().nullable().meta({ description: "The last float the provider told; null before any." }),
        checked_at: z.iso.datetime({ offset: true }).nullable(),
        floor: z.string().nullable(),
        below_floor: z.boolean(),
        error: z.string().nullable().meta({ description: "Why the provider could not tell it now (the last reading stays)." }),
      }),
    ),
  })
  .meta({ id: "ProviderFloat" });
