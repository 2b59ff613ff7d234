import type { Db } from "../db/connection";
import type { Config } from "../lib/config";
import { failureLimiter, RequestQuota } from "../lib/rate-limit";

const HOUR = 3600;

/** Sign-ups per e-mail address: each one costs a bcrypt hash and an outgoing mail. */
export const SIGNUPS_PER_EMAIL_PER_HOUR = 3;
/** One verification code mail per e-mail address a minute, whether or not an account exists. */
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** Merchant-notification resends: each one is a workflow retried for up to 26 h. */
export const NOTIFICATION_RESENDS_PER_TRANSACTION_PER_HOUR = 3;
export const NOTIFICATION_RESENDS_PER_ACCOUNT_PER_HOUR = 60;
export const API_TOKENS_PER_ACCOUNT_PER_HOUR = 10;
/** Bulk payouts: each request holds money and starts up to 100 workflows. */
export const BULK_PAYOUTS_PER_ACCOUNT_PER_HOUR = 30;
/** Recipient lookups: each asks a network who holds a number. */
export const RECIPIENT_LOOKUPS_PER_ACCOUNT_PER_HOUR = 300;
/** Staff asking providers their float, by hand: the worker asks every PROVIDER_FLOAT_CHECK_SECONDS anyway. */
export const PROVIDER_BALANCE_ASKS_PER_ACCOUNT_PER_HOUR = 120;

/** Tries of one checkout: each one prompts a customer's phone. */
export const CHECKOUT_TRIES_PER_CHECKOUT_PER_HOUR = 10;
/** Presses of Pay an address may make per try it may start: mistyped numbers and double taps, never a flood. */
export const CHECKOUT_PRESSES_PER_TRY = 10;

/** Every limit of the API, counted in PostgreSQL so that all instances share them. */
export function createLimiters(db: Db, config: Config) {
  const failures = { points: config.AUTH_MAX_FAILURES_PER_ACCOUNT, seconds: config.AUTH_LOCKOUT_SECONDS };
  const failuresPerAddress = { points: config.AUTH_MAX_FAILURES_PER_IP, seconds: config.AUTH_LOCKOUT_SECONDS };
  const perAddress = { points: config.COSTLY_REQUESTS_PER_ADDRESS_PER_HOUR, seconds: HOUR };
  return {
    login: failureLimiter(db, "login", failures, failuresPerAddress),
    otp: failureLimiter(db, "otp", failures, failuresPerAddress),
    password_reset: failureLimiter(db, "password_reset", failures, failuresPerAddress),
    signup: RequestQuota.build(db, "signup", {
      email: { points: SIGNUPS_PER_EMAIL_PER_HOUR, seconds: HOUR },
      address: perAddress,
    }),
    otp_resend: RequestQuota.build(db, "otp_resend", {
      email: { points: 1, seconds: OTP_RESEND_COOLDOWN_SECONDS },
      address: perAddress,
    }),
    notification_resend: RequestQuota.build(db, "notification_resend", {
      transaction: { points: NOTIFICATION_RESENDS_PER_TRANSACTION_PER_HOUR, seconds: HOUR },
      account: { points: NOTIFICATION_RESENDS_PER_ACCOUNT_PER_HOUR, seconds: HOUR },
      address: perAddress,
    }),
    api_token: RequestQuota.build(db, "api_token", {
      account: { points: API_TOKENS_PER_ACCOUNT_PER_HOUR, seconds: HOUR },
      address: perAddress,
    }),
    payout_bulk: RequestQuota.build(db, "payout_bulk", {
      account: { points: BULK_PAYOUTS_PER_ACCOUNT_PER_HOUR, seconds: HOUR },
      address: perAddress,
    }),
    // Each lookup asks a network about a person: enough to check a payroll, not to walk a numbering plan.
    recipient_lookup: RequestQuota.build(db, "recipient_lookup", {
      account: { points: RECIPIENT_LOOKUPS_PER_ACCOUNT_PER_HOUR, seconds: HOUR },
      address: perAddress,
    }),
    // Each asks a provider its float: plenty for staff watching it, not a loop hammering the network.
    provider_balance: RequestQuota.build(db, "provider_balance", {
      account: { points: PROVIDER_BALANCE_ASKS_PER_ACCOUNT_PER_HOUR, seconds: HOUR },
      address: perAddress,
    }),
    // Every press of Pay, whatever comes of it, against floods from one address; generous, so only a flood meets it.
    checkout_press: RequestQuota.build(db, "checkout_press", {
      address: { points: config.CHECKOUT_TRIES_PER_ADDRESS_PER_HOUR * CHECKOUT_PRESSES_PER_TRY, seconds: HOUR },
    }),
    // Tries that started (a prompt sent to a phone): checked before, counted once started.
    checkout_try: RequestQuota.build(db, "checkout_try", {
      checkout: { points: CHECKOUT_TRIES_PER_CHECKOUT_PER_HOUR, seconds: HOUR },
      address: { points: config.CHECKOUT_TRIES_PER_ADDRESS_PER_HOUR, seconds: HOUR },
    }),
    // A payment link's visits each open a checkout.
    link_checkout: RequestQuota.build(db, "link_checkout", {
      address: { points: config.CHECKOUT_TRIES_PER_ADDRESS_PER_HOUR, seconds: HOUR },
    }),
    webhook_failure_audit: RequestQuota.build(db, "webhook_failure_audit", {
      // Past it, failed verifications of that provider are answered and logged, not stored.
      provider: { points: config.WEBHOOK_FAILURES_AUDITED_PER_HOUR, seconds: HOUR },
    }),
  };
}

export type Limiters = ReturnType<typeof createLimiters>;
