import type { ZodOpenApiPathsObject } from "zod-openapi";
import { referenceParams } from "../payments/schemas";
import { BEARER, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION, STAFF } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  conversionPageSchema,
  conversionSchema,
  createConversionSchema,
  createQuoteSchema,
  fxRateListSchema,
  fxRateSchema,
  listConversionsSchema,
  quoteSchema,
  setFxRateSchema,
} from "./schemas";

const tags = ["Conversions"];
const figures = {
  from_currency: "USD",
  to_currency: "CDF",
  amount: "100.00",
  receive_amount: "280725.00",
  rate: "2807.250000",
  mid_rate: "2850.000000",
  spread_bps: 150,
};
const quoteExample = { id: "6f1c1c2e-3b0a-4f57-9d55-0d3f3f1f9a21", ...figures, expires_at: "2026-01-15T09:32:00.000Z" };
const conversionExample = {
  reference: "CVMD2K4ZQ81A3F9C2E7B",
  merchant_reference: "treasury-2026-01-15",
  quote_id: quoteExample.id,
  ...figures,
  conversion_status: "Success",
  created_at: "2026-01-15T09:31:20.000Z",
};
const RATE_UNAVAILABLE = { 503: ["rate_unavailable"] } as const;

export const conversionPaths: ZodOpenApiPathsObject = {
  "/api/payments/conversion/quote/": {
    post: {
      operationId: "quoteConversion",
      tags,
      summary: "Quote a conversion between two of the merchant's wallets: holds 60 s, used once",
      description:
        "Give `amount` (what to sell) or `receive_amount` (what to buy). `rate` is what one unit of `from_currency` buys after the spread: the pair's mid less `spread_bps`, in this direction. The other figure is computed at `rate`: `receive_amount` rounded down to the cent, `amount` up. The quote does not look at the balance. A pair with no rate, or one set more than `FX_RATE_MAX_AGE_HOURS` ago: `503 rate_unavailable`.",
      security: bearer,
      requestBody: jsonBody(createQuoteSchema, { from_currency: "USD", to_currency: "CDF", amount: "100.00" }),
      responses: {
        "201": { description: "Quoted.", ...json(quoteSchema, quoteExample) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, RATE_UNAVAILABLE),
      },
    },
  },
  "/api/payments/conversion/": {
    post: {
      operationId: "createConversion",
      tags,
      summary: "Convert at a quote: both wallets move in one database transaction",
      description:
        "Sells `amount` out of the `from_currency` wallet and buys `receive_amount` into the `to_currency` wallet, in the account's mode (sandbox or live), at once (`Success`); the event is `conversion.succeeded`. The same `merchant_reference` again answers the first conversion (`200`). A quote older than 60 s: `409 quote_expired`; one used already: `409 quote_used`; a wallet that does not cover `amount`: `400 insufficient_balance`, `details.amount` what is available. Not money out: the money-out controls do not apply.",
      security: bearer,
      requestBody: jsonBody(createConversionSchema, { quote_id: quoteExample.id, merchant_reference: "treasury-2026-01-15" }),
      responses: {
        "200": { description: "Converted before, with this merchant_reference.", ...json(conversionSchema, conversionExample) },
        "201": { description: "Converted.", ...json(conversionSchema, conversionExample) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, NOT_FOUND, {
          400: ["insufficient_balance"],
          409: ["quote_expired", "quote_used"],
        }),
      },
    },
    get: {
      operationId: "listConversions",
      tags,
      summary: "The merchant's conversions, newest first",
      security: bearer,
      requestParams: { query: listConversionsSchema },
      responses: {
        "200": { description: "A page.", ...json(conversionPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/payments/conversion/{reference}/": {
    get: {
      operationId: "getConversion",
      tags,
      summary: "One conversion (another merchant's is 404)",
      security: bearer,
      requestParams: { path: referenceParams },
      responses: {
        "200": { description: "The conversion.", ...json(conversionSchema, conversionExample) },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/admin/fx-rates/": {
    get: {
      operationId: "adminListFxRates",
      tags: ["Staff"],
      summary: "Each pair's current rate, with who set it and when",
      description: "Staff accounts only (`is_staff`). A rate set more than `FX_RATE_MAX_AGE_HOURS` ago quotes nothing.",
      security: bearer,
      responses: {
        "200": { description: "One per pair.", ...json(fxRateListSchema) },
        ...errorResponses(BEARER, STAFF),
      },
    },
    put: {
      operationId: "adminSetFxRate",
      tags: ["Staff"],
      summary: "Set a pair's mid rate and spread (audited; every setting is kept)",
      description:
        "Staff accounts only (`is_staff`). `mid` is units of the pair's second currency per unit of its first; both directions come from it, the merchant always getting the mid less `spread_bps`. Audited as `fx_rate.set`.",
      security: bearer,
      requestBody: jsonBody(setFxRateSchema, { pair: "USD/CDF", mid: "2850.00", spread_bps: 150 }),
      responses: {
        "200": {
          description: "The pair's new rate.",
          ...json(fxRateSchema, {
            pair: "USD/CDF",
            mid: "2850",
            spread_bps: 150,
            set_by: "ops@example.com",
            set_at: "2026-01-15T08:00:00.000Z",
          }),
        },
        ...errorResponses(JSON_BODY, BEARER, STAFF),
      },
    },
  },
};
