import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { FAILURE_REASON_WORDS } from "../../providers/failure-reasons";
import { BEARER, BODY, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  currencyListSchema,
  failureReasonListSchema,
  merchantProfileCreatedSchema,
  merchantProfileSchema,
  merchantProfileViewSchema,
  rotatedSecretSchema,
  serviceListSchema,
} from "./schemas";
import {
  balanceAlertsBody,
  balanceAlertsSchema,
  settlementQuerySchema,
  settlementReportSchema,
  statementPageSchema,
  statementQuerySchema,
  walletListSchema,
  walletQuerySchema,
} from "./wallet-schemas";

const tags = ["Organization"];
const profile = { name: "Boutique", email: "shop@example.com", phone: "+243812345678", country: "CD" };
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

export const organizationPaths: ZodOpenApiPathsObject = {
  "/api/organization/merchant/": {
    post: {
      operationId: "submitMerchantProfile",
      tags,
      summary: "Submit the merchant profile: wallets, service accounts and the callback signing secret",
      security: bearer,
      requestBody: jsonBody(merchantProfileSchema, profile),
      responses: {
        "201": {
          description: "Created; `callback_secret` is shown this once.",
          ...json(merchantProfileCreatedSchema, {
            id: "5d0b7c4e-2f55-4a8e-8f0e-3c8a4f2b9e61",
            ...profile,
            created_at: "2026-01-15T09:30:00.000Z",
            callback_secret: secret,
          }),
        },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION),
      },
    },
    get: {
      operationId: "getMerchantProfile",
      tags,
      summary: "The merchant profile",
      security: bearer,
      responses: {
        "200": { description: "The profile.", ...json(merchantProfileViewSchema) },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/organization/currency/": {
    get: {
      operationId: "listCurrencies",
      tags,
      summary: "Currencies a transaction may use",
      security: bearer,
      responses: {
        "200": {
          description: "By code.",
          ...json(currencyListSchema, {
            results: [
              { code: "CDF", name: "Congolese franc", decimals: 2 },
              { code: "USD", name: "US dollar", decimals: 2 },
            ],
          }),
        },
        ...errorResponses(BEARER),
      },
    },
  },
  "/api/organization/service/": {
    get: {
      operationId: "listServices",
      tags,
      summary: "Mobile-money services (networks)",
      security: bearer,
      responses: {
        "200": { description: "By symbol.", ...json(serviceListSchema, { results: [{ symbol: "MPESA", name: "M-Pesa" }] }) },
        ...errorResponses(BEARER),
      },
    },
  },
  "/api/organization/failure-reasons/": {
    get: {
      operationId: "listFailureReasons",
      tags,
      summary: "Why a transaction, payout or refund can fail: the failure vocabulary",
      description:
        "Every word a `Failed` movement's `failure_reason` can carry, whatever network it went through, with whether trying again can succeed and a message for the shopkeeper in English and French. The provider's own code is kept beside it in `provider_failure_code`.",
      security: bearer,
      responses: {
        "200": {
          description: "One per reason.",
          ...json(failureReasonListSchema, {
            results: [
              {
                reason: "insufficient_funds",
                retryable: true,
                message_en: FAILURE_REASON_WORDS.insufficient_funds.message_en,
                message_fr: FAILURE_REASON_WORDS.insufficient_funds.message_fr,
              },
            ],
          }),
        },
        ...errorResponses(BEARER),
      },
    },
  },
  "/api/organization/wallet/": {
    get: {
      operationId: "listWalletBalances",
      tags,
      summary: "Wallet balances, live or sandbox money (kept with each ledger posting)",
      security: bearer,
      requestParams: { query: walletQuerySchema },
      responses: {
        "200": {
          description: "One per currency.",
          ...json(walletListSchema, {
            results: [{ currency: "CDF", available: "1376.50", pending: "101.00", balance: "1477.50" }],
          }),
        },
        ...errorResponses(BEARER, PERMISSION, NOT_FOUND),
      },
    },
  },
  "/api/reports/settlement/": {
    get: {
      operationId: "getSettlementReport",
      tags,
      summary:
        "A day's settlement in one currency (Africa/Kinshasa time): opening, each kind's count, gross, fees and net, closing",
      description:
        "Read from the wallet's ledger lines: opening plus the nets is closing, and closing is the statement's balance at the day's end, to the cent. `format=csv` for CSV (one line per section).",
      security: bearer,
      requestParams: { query: settlementQuerySchema },
      responses: {
        "200": {
          description: "The day (CSV with `format=csv`).",
          content: { ...json(settlementReportSchema).content, "text/csv": { schema: z.string() } },
        },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, NOT_FOUND),
      },
    },
  },
  "/api/organization/balance-alerts/": {
    get: {
      operationId: "listBalanceAlerts",
      tags,
      summary: "The balance alerts on the account's wallets, with what each holds now",
      security: bearer,
      responses: {
        "200": { description: "One per currency with an alert.", ...json(balanceAlertsSchema) },
        ...errorResponses(BEARER, PERMISSION, NOT_FOUND),
      },
    },
    put: {
      operationId: "setBalanceAlerts",
      tags,
      summary: "Set a threshold per currency: below it, the owner is mailed once, again only after the balance was back above",
      description:
        "Watches the available balance (what payouts and refunds can use) of the account's wallets (live for `prod`, sandbox otherwise). The worker checks every `BALANCE_ALERT_CHECK_SECONDS`. Session tokens only.",
      security: bearer,
      requestBody: jsonBody(balanceAlertsBody, { CDF: "100000.00", USD: null }),
      responses: {
        "200": { description: "The alerts now.", ...json(balanceAlertsSchema) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, NOT_FOUND),
      },
    },
  },
  "/api/organization/wallet/statement/": {
    get: {
      operationId: "getWalletStatement",
      tags,
      summary:
        "The ledger lines of the merchant's live or sandbox wallets with the balances after each, newest first; `?format=csv` streams them",
      security: bearer,
      requestParams: { query: statementQuerySchema },
      responses: {
        "200": {
          description: "One page of lines (JSON), or every line matching the filters (CSV, header first).",
          content: {
            "application/json": {
              schema: statementPageSchema,
              example: {
                results: [
                  {
                    id: "42",
                    created_at: "2026-01-15T09:30:00.123456Z",
                    currency: "CDF",
                    kind: "payout_hold",
                    reference: "POMHX2K1A0B1C2D3E4",
                    account: "available",
                    amount: "-101.00",
                    balance: "1477.50",
                    available: "1376.50",
                  },
                ],
                next: null,
              },
            },
            "text/csv": { schema: z.string() },
          },
        },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, PERMISSION),
      },
    },
  },
  "/api/organization/merchant/callback-secret/rotate/": {
    post: {
      operationId: "rotateCallbackSecret",
      tags,
      summary: "New callback signing secret; the old one keeps signing beside it for 24 h",
      security: bearer,
      responses: {
        "201": { description: "The new secret, shown this once.", ...json(rotatedSecretSchema) },
        ...errorResponses(BODY, BEARER, PERMISSION, NOT_FOUND),
      },
    },
  },
};
