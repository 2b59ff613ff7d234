import { z } from "zod";
import { country, e164, email } from "../../lib/validation";
import { FAILURE_REASONS, type FailureReason } from "../../providers/failure-reasons";

export const merchantProfileSchema = z.strictObject({
  name: z.string().trim().min(2, "Enter the business name.").max(200),
  email,
  phone: e164,
  country,
});

const iso = z.iso.datetime({ offset: true });
const whsec = z
  .string()
  .regex(/^whsec_/)
  .meta({ description: "Standard Webhooks signing secret, shown once." });

export const merchantProfileViewSchema = z
  .strictObject({ id: z.uuid(), name: z.string(), email: z.string(), phone: z.string(), country: z.string(), created_at: iso })
  .meta({ id: "MerchantProfile" });
export const merchantProfileCreatedSchema = merchantProfileViewSchema.extend({ callback_secret: whsec });
export const currencyListSchema = z.strictObject({
  results: z.array(z.strictObject({ code: z.string(), name: z.string(), decimals: z.number().int() })),
});
export const serviceListSchema = z.strictObject({ results: z.array(z.strictObject({ symbol: z.string(), name: z.string() })) });
export const rotatedSecretSchema = z.strictObject({ callback_secret: whsec, previous_secret_expires_at: iso });

export const failureReasonListSchema = z
  .strictObject({
    results: z.array(
      z.strictObject({
        reason: z.enum(FAILURE_REASONS as [FailureReason, ...FailureReason[]]),
        retryable: z.boolean().meta({ description: "Whether trying again, later or on another network, can succeed." }),
        message_en: z.string(),
        message_fr: z.string(),
      }),
    ),
  })
  .meta({ id: "FailureReasonList" });
