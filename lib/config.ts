import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { canonicalRange } from "./client-address";
import { parseMasterKey } from "./secret-box";

const booleanFlag = (fallback: "true" | "false" = "false") =>
  z
    .enum(["true", "false", "1", "0"])
    .default(fallback)
    .transform((value) => value === "true" || value === "1");

/** Comma-separated CIDRs (or addresses), each in its canonical form. */
const rangeList = z
  .string()
  .optional()
  .transform((text, context) => {
    const ranges: string[] = [];
    for (const item of (text ?? "").split(",").filter((entry) => entry.trim() !== "")) {
      const canonical = canonicalRange(item);
      if (canonical) ranges.push(canonical);
      else context.addIssue({ code: "custom", message: `${item.trim()} is not a CIDR or an address` });
    }
    return ranges;
  });

const secretsKey = z.string().refine((text) => parseMasterKey(text) !== undefined, "must be the base64 of 32 bytes");

/**
 * FEE_SCHEDULE's format: per operation (`collection`, `payout`, and `refund`: none by default), a rule per service symbol or the default
 * (fees are computed in domain/core/fees.ts). A schedule without operations is the collections' one
 * (the format before payouts), payouts then taking DEFAULT_PAYOUT_FEES.
 */
const decimal = z.string().regex(/^\d{1,18}(\.\d{1,2})?$/, "must be a decimal string");
const feeRule = z.strictObject({
  percent: z.string().regex(/^\d{1,2}(\.\d{1,4})?$/, "must be a percentage like 1.5"),
  minimum: z.record(z.string().regex(/^[A-Z]{3}$/), decimal).default({}),
});
const feeScheduleSchema = z.object({ default: feeRule }).catchall(feeRule);
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;
const DEFAULT_PAYOUT_FEES = { default: { percent: "1.0", minimum: { CDF: "200.00", USD: "0.10" } } };
const feeSchedulesSchema = z.union([
  z.strictObject({
    collection: feeScheduleSchema,
    payout: feeScheduleSchema.default(DEFAULT_PAYOUT_FEES),
    refund: feeScheduleSchema.optional(),
  }),
  feeScheduleSchema.transform((collection) => ({
    collection,
    payout: feeScheduleSchema.parse(DEFAULT_PAYOUT_FEES),
    refund: undefined as FeeSchedule | undefined,
  })),
]);
export type FeeSchedules = z.infer<typeof feeSchedulesSchema>;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

/** Every variable the service reads (README and .env.example are checked against it). */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: positiveInt(10),
  DATA_DIR: z.string().min(1).default("./.data"),
  TEMPORAL_ADDRESS: z
    .string()
    .regex(/^[^\s:]+:\d+$/, "must be host:port")
    .optional(),
  TEMPORAL_NAMESPACE: z.string().min(1).default("default"),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default("payments"),
  TEMPORAL_AUTO_SETUP: booleanFlag("true"),
  CREATION_DEADLINE_MS: positiveInt(5000),
  TEMPORAL_CLI_PATH: z.string().min(1).optional(),
  TEMPORAL_WORKFLOW_BUNDLE: z.string().min(1).optional(),
  EMBEDDED_TEMPORAL_PORT: port(7233),
  TEMPORAL_UI_PORT: port(8233),
  TEMPORAL_UI_URL: z.url({ protocol: /^https?$/ }).optional(),
  EMBEDDED_POSTGRES_PORT: port(5433),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("no-reply@localhost"),
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  PROVIDERS_FILE: z.string().min(1).optional(),
  CALLBACK_ALLOW_PRIVATE: booleanFlag(),
  BOOTSTRAP_STAFF_EMAIL: z.email().optional(),
  BOOTSTRAP_STAFF_PASSWORD: z.string().min(1).optional(),
  SESSION_TOKEN_TTL_HOURS: positiveInt(24),
  STAFF_REQUIRE_TOTP: booleanFlag(),
  BODY_LIMIT_KB: positiveInt(64),
  TRUSTED_PROXIES: rangeList,
  AUTH_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  AUTH_MAX_FAILURES_PER_IP: positiveInt(50),
  AUTH_LOCKOUT_SECONDS: positiveInt(900),
  COSTLY_REQUESTS_PER_ADDRESS_PER_HOUR: positiveInt(30),
  WEBHOOK_FAILURES_AUDITED_PER_HOUR: positiveInt(1000),
  SECRETS_KEY: secretsKey.optional(),
  SECRETS_PREVIOUS_KEYS: z
    .string()
    .optional()
    .transform((text) => (text ?? "").split(",").filter((key) => key.trim() !== ""))
    .pipe(z.array(secretsKey)),
  SANDBOX_RESULT_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  FEE_SCHEDULE: z
    .string()
    .default(
      '{"collection":{"default":{"percent":"1.5","minimum":{"CDF":"500.00","USD":"0.20"}}},"payout":{"default":{"percent":"1.0","minimum":{"CDF":"200.00","USD":"0.10"}}}}',
    )
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(feeSchedulesSchema),
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  PAYMENT_EXPIRY_HOURS: z.coerce.number().positive().default(24),
  PAYMENT_STATUS_POLL_SECONDS: positiveInt(30),
  LATE_SUCCESS_POLICY: z.enum(["refund", "hold"]).default("refund"),
  RECONCILIATION_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(2),
  ROUTING_STRATEGY: z.enum(["success_rate", "priority"]).default("success_rate"),
  ROUTING_WINDOW_MINUTES: positiveInt(240),
  ROUTING_WINDOW_SIZE: positiveInt(500),
  ROUTING_HALF_LIFE_MINUTES: positiveInt(60),
  ROUTING_MIN_SAMPLES: positiveInt(10),
  ROUTING_FLOOR: z.coerce.number().min(0).max(1).default(0.5),
  ROUTING_ELIMINATION_MINUTES: positiveInt(15),
  ROUTING_WINDOW_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  PAYOUT_QUEUE_HOURS: z.coerce.number().positive().default(24),
  PAYOUT_QUEUE_RECHECK_SECONDS: positiveInt(300),
  /** How often the worker compares each wallet's available money with its merchant's alert (domain/wallet/balance-alerts). */
  BALANCE_ALERT_CHECK_SECONDS: positiveInt(60),
  /** How often the worker asks each provider whose protocol can tell its float (domain/provider-floats). */
  PROVIDER_FLOAT_CHECK_SECONDS: positiveInt(300),
  /** A float reading older than this no longer keeps payouts from its provider. */
  PROVIDER_FLOAT_MAX_AGE_SECONDS: positiveInt(900),
  PAYOUT_APPROVAL_HOURS: z.coerce.number().positive().default(24),
  /** A pair's FX rate set longer ago than this quotes nothing (503 rate_unavailable) until staff set it again. */
  FX_RATE_MAX_AGE_HOURS: z.coerce.number().positive().default(24),
  WEBHOOK_ENDPOINT_DISABLE_HOURS: z.coerce.number().positive().default(72),
  PENDING_SWEEP_INTERVAL_SECONDS: z.coerce.number().positive().default(10),
  CHECKOUT_SWEEP_INTERVAL_SECONDS: z.coerce.number().positive().default(5),
  CHECKOUT_TRIES_PER_ADDRESS_PER_HOUR: positiveInt(30),
  PENDING_START_GRACE_SECONDS: z.coerce.number().positive().default(30),
  PENDING_START_MAX_AGE_SECONDS: z.coerce.number().positive().default(900),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  TEMPORAL_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  CONSOLE_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
});

export type Config = Readonly<
  Omit<z.infer<typeof envSchema>, "DATA_DIR" | "PUBLIC_BASE_URL" | "TEMPORAL_UI_URL" | "CONSOLE_DIR"> & {
    DATA_DIR: string;
    CONSOLE_DIR: string;
    PUBLIC_BASE_URL: string;
    /** Where the console links a payment's workflow. */
    TEMPORAL_UI_URL: string;
  }
>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nonEmpty = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(nonEmpty);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  const values = parsed.data;
  if (values.BOOTSTRAP_STAFF_EMAIL && !values.BOOTSTRAP_STAFF_PASSWORD) {
    throw new ConfigError("invalid configuration: BOOTSTRAP_STAFF_PASSWORD is required with BOOTSTRAP_STAFF_EMAIL");
  }
  return Object.freeze({
    ...values,
    DATA_DIR: path.resolve(values.DATA_DIR),
    CONSOLE_DIR: path.resolve(values.CONSOLE_DIR ?? path.join(packageRoot(), "dist", "console")),
    PUBLIC_BASE_URL: (values.PUBLIC_BASE_URL ?? `http://${values.HOST}:${values.PORT}`).replace(/\/+$/, ""),
    TEMPORAL_UI_URL: (values.TEMPORAL_UI_URL ?? `http://127.0.0.1:${values.TEMPORAL_UI_PORT}`).replace(/\/+$/, ""),
  });
}

/** The folder holding package.json, from the sources (lib/) or from the compiled dist/lib/. */
function packageRoot(): string {
  let dir = __dirname;
  while (!existsSync(path.join(dir, "package.json")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}
