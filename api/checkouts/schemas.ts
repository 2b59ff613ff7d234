import { z } from "zod";
import { CHECKOUT_STATUSES } from "../../domain/checkouts/row";
import { MOVEMENT_STATUSES } from "../../domain/core/status";
import { failureReasonField, providerFailureCodeField } from "../failure-fields";
import { pageOf, pageQuery } from "../paging";
import { createTransactionSchema } from "../payments/schemas";

const decimal = z.string().regex(/^\d+\.\d{2}$/);
const url = z.string().trim().max(2048);

export const createCheckoutSchema = z.strictObject({
  merchant_reference: createTransactionSchema.shape.merchant_reference.meta({
    description: "Unique among the merchant's checkouts.",
  }),
  amount: createTransactionSchema.shape.amount,
  currency: createTransactionSchema.shape.currency,
  description: z.string().trim().max(200).optional().meta({ description: "Shown to the customer on the page." }),
  return_url: url
    .optional()
    .meta({ description: "Where the page sends the customer back, with `checkout_id` and `status` in its query string." }),
  customer_number: z
    .string()
    .trim()
    .max(40)
    .optional()
    .meta({ description: "The customer's number, to fill in on the page (any common form; kept in E.164)." }),
  expires_in_minutes: z.number().int().min(5).max(1440).optional().meta({ description: "Default 30." }),
  callback_url: url
    .optional()
    .meta({ description: "Receives the checkout's notification and each try's. Absent: nobody is notified." }),
});

export const checkoutStatus = z.enum(CHECKOUT_STATUSES);

export const listCheckoutsSchema = z.strictObject({
  status: checkoutStatus.optional(),
  payment_link_id: z.string().max(64).optional(),
  ...pageQuery,
});

const trySchema = z
  .strictObject({
    reference: z.string(),
    transaction_status: z.enum(MOVEMENT_STATUSES),
    failure_reason: failureReasonField,
    provider_failure_code: providerFailureCodeField,
    service: z.string(),
    customer_number: z.string(),
    created_at: z.iso.datetime(),
    given_up_at: z.iso.datetime().nullable().meta({
      description:
        "When the customer gave it up while in flight (no prompt came, or another number): it no longer held the checkout, yet ends as its provider says and counts only if no other try has.",
    }),
  })
  .meta({ id: "CheckoutTry" });

export const checkoutSchema = z
  .strictObject({
    id: z.string(),
    checkout_url: z.string().meta({ description: "`PUBLIC_BASE_URL/pay/<id>`: the page the customer pays on." }),
    merchant_reference: z.string(),
    amount: decimal,
    currency: z.string(),
    description: z.string().nullable(),
    return_url: z.string().nullable(),
    customer_number: z.string().nullable(),
    callback_url: z.string().nullable(),
    checkout_status: checkoutStatus,
    expires_at: z.iso.datetime(),
    expires_in_minutes: z.number().int(),
    transaction_reference: z.string().nullable().meta({ description: "The try that paid it; null until then." }),
    transactions: z.array(z.string()).meta({ description: "Its tries' references, oldest first." }),
    tries: z.array(trySchema).meta({ description: "Its tries, oldest first, with their state." }),
    payment_link_id: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "Checkout" });

export type CheckoutView = z.infer<typeof checkoutSchema>;

export const checkoutPageSchema = pageOf(checkoutSchema);

export const createPaymentLinkSchema = z.strictObject({
  name: z.string({ error: "This field is required." }).trim().min(1, "This field is required.").max(100),
  currency: createTransactionSchema.shape.currency,
  amount: createTransactionSchema.shape.amount.optional().meta({ description: "Absent: the customer types it." }),
  description: z.string().trim().max(200).optional(),
  callback_url: url
    .optional()
    .meta({ description: "Receives the notifications of the checkouts the link opens. Absent: nobody is notified." }),
});

export const updatePaymentLinkSchema = z.strictObject({
  active: z.boolean({ error: "Send true or false." }),
});

export const listPaymentLinksSchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const paymentLinkSchema = z
  .strictObject({
    id: z.string(),
    url: z.string().meta({ description: "`PUBLIC_BASE_URL/l/<id>`." }),
    qr_url: z.string().meta({ description: "An SVG QR code of `url`." }),
    name: z.string(),
    currency: z.string(),
    amount: decimal.nullable().meta({ description: "Null: the customer types it." }),
    description: z.string().nullable(),
    callback_url: z.string().nullable(),
    active: z.boolean(),
    checkouts: z.number().int().meta({ description: "Checkouts it opened." }),
    paid: z.number().int().meta({ description: "Of them, paid." }),
    paid_amount: decimal.meta({ description: "What the paid ones add up to." }),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: "PaymentLink" });

export type PaymentLinkView = z.infer<typeof paymentLinkSchema>;

export const paymentLinkListSchema = z.strictObject({ results: z.array(paymentLinkSchema) });

export const idParams = z.strictObject({ id: z.string() });
