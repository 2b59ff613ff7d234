import { z } from "zod";
import { CONVERSION_STATUSES } from "../../domain/conversions/row";
import { timestamp } from "../../lib/validation";
import { pageOf, pageQuery } from "../paging";

const decimal = z.string().regex(/^\d+\.\d{2}$/);
const iso = z.iso.datetime();
const currency = z
  .string({ error: "This field is required." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "A currency code, e.g. USD.");
const positiveAmount = z
  .string()
  .trim()
  .regex(/^\d{1,15}(\.\d{1,2})?$/, "A positive amount with at most two decimals, e.g. 100.00.")
  .refine((value) => /[1-9]/.test(value), "A positive amount with at most two decimals, e.g. 100.00.");

export const createQuoteSchema = z
  .strictObject({
    from_currency: currency.meta({ description: "The currency sold, out of its wallet." }),
    to_currency: currency.meta({ description: "The currency bought, into its wallet." }),
    amount: positiveAmount.optional().meta({ description: "What to sell, in `from_currency`. Give this or `receive_amount`." }),
    receive_amount: positiveAmount.optional().meta({ description: "What to buy, in `to_currency`. Give this or `amount`." }),
  })
  .superRefine((body, ctx) => {
    if (body.from_currency === body.to_currency) {
      ctx.addIssue({ code: "custom", path: ["to_currency"], message: "Choose a currency other than from_currency." });
    }
    if ((body.amount === undefined) === (body.receive_amount === undefined)) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Give either amount or receive_amount." });
    }
  });

export type CreateQuoteInput = z.infer<typeof createQuoteSchema>;

const figures = {
  from_currency: z.string(),
  to_currency: z.string(),
  amount: decimal.meta({
    description: "What is sold, in `from_currency` (rounded up to the cent when `receive_amount` was asked).",
  }),
  receive_amount: decimal.meta({ description: "What is bought, in `to_currency`: `amount` × `rate`, rounded down to the cent." }),
  rate: z.string().meta({
    description:
      "What one unit of `from_currency` buys after the spread: a decimal string, rounded down, ten significant digits.",
  }),
  mid_rate: z.string().meta({ description: "The pair's mid rate in this direction (`to_currency` per `from_currency`)." }),
  spread_bps: z.number().int().meta({ description: "The spread taken off the mid, in basis points." }),
};

export const quoteSchema = z
  .strictObject({
    id: z.string().meta({ description: "Pass as `quote_id` to convert." }),
    ...figures,
    expires_at: iso.meta({ description: "60 s after the quote: converting later is `409 quote_expired`." }),
  })
  .meta({ id: "ConversionQuote" });

export type QuoteView = z.infer<typeof quoteSchema>;

export const createConversionSchema = z.strictObject({
  quote_id: z.string({ error: "This field is required." }).trim().min(1).max(64),
  merchant_reference: z.string({ error: "This field is required." }).trim().min(1).max(64),
});

export const conversionSchema = z
  .strictObject({
    reference: z.string().meta({ description: "`CV…`" }),
    merchant_reference: z.string(),
    quote_id: z.string(),
    ...figures,
    conversion_status: z
      .enum(CONVERSION_STATUSES)
      .meta({ description: "`Success`: both wallets moved, in one database transaction." }),
    created_at: iso,
  })
  .meta({ id: "Conversion" });

export type ConversionView = z.infer<typeof conversionSchema>;

export const listConversionsSchema = z.strictObject({
  from_currency: z.string().trim().toUpperCase().max(3).optional(),
  to_currency: z.string().trim().toUpperCase().max(3).optional(),
  merchant_reference: z.string().max(64).optional(),
  created_after: timestamp.optional(),
  created_before: timestamp.optional(),
  ...pageQuery,
});

export const conversionPageSchema = pageOf(conversionSchema);

/** Staff set a pair's rate. */
export const setFxRateSchema = z.strictObject({
  pair: z
    .string({ error: "This field is required." })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}\/[A-Z]{3}$/, "A pair of currency codes, e.g. USD/CDF.")
    .refine((pair) => pair.slice(0, 3) !== pair.slice(4), "Two different currencies.")
    .meta({ description: "`FIRST/SECOND`: `mid` is units of the second per unit of the first." }),
  mid: z
    .string({ error: "This field is required." })
    .trim()
    .regex(/^\d{1,20}(\.\d{1,10})?$/, "A positive decimal, e.g. 2850.00.")
    .refine((value) => /[1-9]/.test(value), "A positive decimal, e.g. 2850.00."),
  spread_bps: z.number().int().min(0).max(5000).meta({ description: "Taken off the mid in both directions (basis points)." }),
});

export const fxRateSchema = z
  .strictObject({
    pair: z.string(),
    mid: z.string(),
    spread_bps: z.number().int(),
    set_by: z.string().nullable().meta({ description: "The staff member's e-mail." }),
    set_at: iso,
  })
  .meta({ id: "FxRate" });

export const fxRateListSchema = z.strictObject({ results: z.array(fxRateSchema) });
