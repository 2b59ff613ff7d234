import { z } from "zod";
import { MAX_ALLOWLIST_ENTRIES } from "../../domain/money-out-controls/controls";
import { namedOnce } from "../../lib/validation";
import { pageOf, pageQuery } from "../paging";

const decimal = z.string().regex(/^\d+\.\d{2}$/);
const iso = z.iso.datetime({ offset: true });

/** Per currency code, a decimal string; the codes and amounts are checked against the currencies afterwards. */
const amounts = (description: string) =>
  z
    .record(z.string().max(8), z.string().max(40, 'Send a decimal string, e.g. "500000.00".'), {
      error: 'Send an object of decimal strings by currency code, e.g. {"CDF": "500000.00"}.',
    })
    .refine((value) => Object.keys(value).length <= 20, "At most 20 currencies.")
    .meta({ description });

const controlFields = {
  ip_allowlist: z
    .array(z.string().max(64), { error: 'Send a list of CIDRs, e.g. ["203.0.113.0/24"].' })
    .max(MAX_ALLOWLIST_ENTRIES, `At most ${MAX_ALLOWLIST_ENTRIES} entries.`)
    .refine(namedOnce, "Name each entry once.")
    .meta({
      description:
        "CIDRs (`203.0.113.0/24`, `2001:db8::/48`) or single addresses money out may be asked from; empty: any address.",
    }),
  daily_limits: amounts(
    "Per currency, the most the day's payouts (UTC, `amount`s of those not `Failed`, fees not counted) may add up to; a currency absent: no limit.",
  ),
  approval_above: amounts(
    "Per currency, the amount above which a payout waits for approval (password and code); a currency absent: no approval. Needs two-factor sign-in.",
  ),
  second_approver: z.boolean().optional().meta({
    description:
      "When true, a held payout's approval must come from a member other than its creator, with role finance, admin or owner and two-factor on (the creator's own: `403 same_person`). Absent: unchanged (default false).",
  }),
};

export const putControlsSchema = z.strictObject({
  ...controlFields,
  password: z
    .string()
    .max(1024)
    .optional()
    .meta({ description: "The account's password (missing or wrong: `401 invalid_password`)." }),
  otp: z
    .string()
    .max(64)
    .optional()
    .meta({ description: "With two-factor sign-in on: a code of the authenticator app, or a recovery code." }),
});

export type PutControlsInput = z.infer<typeof putControlsSchema>;

const controlsSetSchema = z.strictObject({
  ip_allowlist: z.array(z.string()).meta({ description: "Canonical CIDRs (host bits cleared); empty: any address." }),
  daily_limits: z.record(z.string(), decimal),
  approval_above: z.record(z.string(), decimal),
  second_approver: z.boolean().meta({ description: "Whether a held payout needs a second member's approval." }),
});

export const moneyOutControlsSchema = controlsSetSchema
  .extend({ updated_at: iso.nullable().meta({ description: "Last change; null: never changed." }) })
  .meta({ id: "MoneyOutControls" });

export const staffMoneyOutControlsSchema = moneyOutControlsSchema
  .extend({
    merchant: z.strictObject({ id: z.uuid(), name: z.string(), email: z.string() }).meta({ description: "Whose they are." }),
  })
  .meta({ id: "StaffMoneyOutControls" });

export const controlChangeSchema = z
  .strictObject({
    id: z.string(),
    created_at: iso,
    actor_email: z.string().meta({ description: "Who changed them." }),
    source_address: z.string().meta({ description: "The client address the change came from." }),
    before: controlsSetSchema,
    after: controlsSetSchema,
  })
  .meta({ id: "MoneyOutControlChange" });

export const controlChangePageSchema = pageOf(controlChangeSchema);

export const controlChangesQuery = z.strictObject({
  ...pageQuery,
});

export const merchantParams = z.strictObject({ id: z.uuid() });
