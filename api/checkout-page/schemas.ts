import { z } from "zod";
import { CHECKOUT_STATUSES } from "../../domain/checkouts/row";
import { MOVEMENT_STATUSES } from "../../domain/core/status";

export const startTrySchema = z.strictObject({
  customer_number: z
    .string({ error: "This field is required." })
    .trim()
    .min(1, "This field is required.")
    .max(40)
    .meta({ description: "The payer's number in any common form (`0812345678`, `+243 81 234 5678`)." }),
  service: z
    .string()
    .trim()
    .toUpperCase()
    .max(20)
    .optional()
    .transform((value) => value || undefined)
    .meta({ description: "Optional: guessed from the number's prefix." }),
});

export const currentTrySchema = z
  .strictObject({
    transaction_status: z.enum(MOVEMENT_STATUSES),
    failure_reason: z.string().nullable(),
  })
  .nullable()
  .meta({ id: "CheckoutCurrentTry" });

export const checkoutStatusSchema = z
  .strictObject({
    checkout_status: z.enum(CHECKOUT_STATUSES),
    amount: z.string(),
    currency: z.string(),
    merchant_name: z.string(),
    description: z.string().nullable(),
    expires_at: z.iso.datetime(),
    current_try: currentTrySchema,
  })
  .meta({ id: "CheckoutPageStatus" });

export const startedTrySchema = z.strictObject({ current_try: currentTrySchema });
export const givenUpSchema = z.strictObject({ current_try: z.null() }).meta({ id: "CheckoutTryGivenUp" });

export const pageParams = z.strictObject({ id: z.string() });
