import type { Knex } from "knex";

/**
 * One failure vocabulary (providers/failure-reasons.ts): every Failed movement's `failure_reason` becomes one of
 * its words, and `provider_failure_code` keeps the provider's own code verbatim. Rows written before said why in
 * free text: a provider's code lower-cased (protocol A's codes are upper-case: restored), `refused: <provider>:
 * <code>; ...` (the last refusal decides, as now), or the workflows' own phrases. A payout's `waiting: ...` while
 * Pending is left as it is; so are `expired` and `cancelled`, words of the vocabulary already, and the workflows' (a
 * provider's `expired` state cannot be told from them). The codes below are the protocols' tables as they stood when this ran, frozen here
 * as a migration must be.
 */
const VOCABULARY = [
  "insufficient_funds",
  "declined",
  "expired",
  "invalid_number",
  "limit_exceeded",
  "insufficient_float",
  "provider_unavailable",
  "not_allowed",
  "provider_error",
  "cancelled",
  "not_approved",
  "resolved_by_staff",
];

const CODES: ReadonlyArray<readonly [protocol: string, code: string, reason: string]> = [
  ["sealed", "INVALID_MSISDN", "invalid_number"],
  ["sealed", "UNSUPPORTED_NETWORK", "not_allowed"],
  ["sealed", "AMOUNT_OUT_OF_RANGE", "limit_exceeded"],
  ["sealed", "INVALID_REQUEST", "provider_error"],
  ["sealed", "INSUFFICIENT_FLOAT", "insufficient_float"],
  ["sealed", "COLLECTION_NOT_SUCCESSFUL", "not_allowed"],
  ["sealed", "AMOUNT_EXCEEDS_REMAINING", "limit_exceeded"],
  ["sealed", "NOT_FOUND", "provider_error"],
  ["sealed", "UNAUTHORIZED", "provider_unavailable"],
  ["sealed", "INSUFFICIENT_FUNDS", "insufficient_funds"],
  ["sealed", "CANCELLED_BY_USER", "declined"],
  ["sealed", "TIMEOUT", "expired"],
  ["sealed", "DECLINED", "declined"],
  ["sealed", "RECIPIENT_NOT_FOUND", "invalid_number"],
  ["sealed", "RECIPIENT_LIMIT_EXCEEDED", "limit_exceeded"],
  ["signed", "invalid_phone", "invalid_number"],
  ["signed", "unsupported_operator", "not_allowed"],
  ["signed", "amount_out_of_range", "limit_exceeded"],
  ["signed", "invalid_request", "provider_error"],
  ["signed", "insufficient_float", "insufficient_float"],
  ["signed", "payment_not_succeeded", "not_allowed"],
  ["signed", "amount_exceeds_remaining", "limit_exceeded"],
  ["signed", "not_found", "provider_error"],
  ["signed", "invalid_signature", "provider_unavailable"],
  ["signed", "insufficient_funds", "insufficient_funds"],
  ["signed", "payer_declined", "declined"],
  ["signed", "timeout", "expired"],
  ["signed", "recipient_not_found", "invalid_number"],
  ["signed", "recipient_limit_exceeded", "limit_exceeded"],
  ["signed", "declined", "declined"],
];

const MOVEMENTS = [
  { table: "transactions", status: "transaction_status" },
  { table: "payouts", status: "payout_status" },
  { table: "refunds", status: "refund_status" },
] as const;

/** The reason the workflows' own phrases stand for; null for what a provider said. */
const SERVICE_PHRASES = `CASE
  WHEN c.text = 'not started in time' THEN 'expired'
  WHEN c.text = 'never accepted by the provider' OR c.text LIKE 'no provider recovered within %'
    OR c.text LIKE 'refused: no provider supports %' OR c.text LIKE '%never accepted' THEN 'provider_unavailable'
  WHEN c.text = 'not approved' THEN 'not_approved'
  WHEN c.text LIKE 'resolved by staff%' THEN 'resolved_by_staff'
END`;

/** A word of the vocabulary already (`expired`, `cancelled`, the workflows' own, are left as they are): kept. */
const KEPT_WORD = `CASE WHEN c.text IN (${VOCABULARY.map((word) => `'${word}'`).join(", ")}) THEN c.text END`;

async function rewrite(knex: Knex, table: string, status: string): Promise<void> {
  await knex.raw(
    `WITH old AS (
       SELECT reference, provider_code_name, failure_reason AS text,
              -- 'refused: a: X; b: Y' is decided by its last refusal, 'b: Y'.
              CASE WHEN failure_reason LIKE 'refused: %'
                   THEN regexp_replace(failure_reason, '^refused: (.*; ){0,1}', '') END AS refusal
         FROM ${table}
        WHERE ${status} = 'Failed' AND failure_reason IS NOT NULL AND failure_reason NOT IN ('expired', 'cancelled')
     ), said AS (
       SELECT reference, text,
              CASE WHEN refusal IS NULL THEN provider_code_name ELSE split_part(refusal, ': ', 1) END AS provider,
              CASE WHEN refusal IS NULL THEN text ELSE substr(refusal, length(split_part(refusal, ': ', 1)) + 3) END AS words
         FROM old
     ), coded AS (
       SELECT s.reference, s.text, p.protocol,
              -- 'failed' was the service's word for a failure the provider did not explain.
              CASE WHEN s.words ~ '^[A-Za-z0-9_]+$' AND s.words <> 'failed'
                   THEN CASE WHEN p.protocol = 'sealed' THEN upper(s.words) ELSE s.words END END AS code
         FROM said s LEFT JOIN providers p ON p.code_name = s.provider
     )
     UPDATE ${table} t
        SET failure_reason = coalesce(${SERVICE_PHRASES}, f.reason, ${KEPT_WORD}, 'provider_error'),
            provider_failure_code = CASE WHEN ${SERVICE_PHRASES} IS NULL AND (f.reason IS NOT NULL OR ${KEPT_WORD} IS NULL)
                                         THEN c.code END
       FROM coded c
       LEFT JOIN failure_vocabulary_codes f ON f.protocol = c.protocol AND f.code = c.code
      WHERE t.reference = c.reference`,
  );
}

export async function up(knex: Knex): Promise<void> {
  for (const { table } of MOVEMENTS) {
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN provider_failure_code text NULL`);
  }
  await rewriteFailureReasons(knex);
}

/** Rewrites every Failed row's free-text reason into the vocabulary, once the column exists (exported for its test). */
export async function rewriteFailureReasons(knex: Knex): Promise<void> {
  await knex.raw("CREATE TEMPORARY TABLE failure_vocabulary_codes (protocol text, code text, reason text)");
  await knex("failure_vocabulary_codes").insert(CODES.map(([protocol, code, reason]) => ({ protocol, code, reason })));
  for (const { table, status } of MOVEMENTS) await rewrite(knex, table, status);
  await knex.raw("DROP TABLE failure_vocabulary_codes");
}

/** Drops the codes; the rewritten reasons stay in the vocabulary (the free text is gone). */
export async function down(knex: Knex): Promise<void> {
  for (const { table } of MOVEMENTS) {
    await knex.raw(`ALTER TABLE ${table} DROP COLUMN provider_failure_code`);
  }
}
