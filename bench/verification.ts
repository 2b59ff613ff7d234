import { randomBytes } from "node:crypto";
import { open, seal } from "../providers/sealed/wire";
import { signature, verifyEvent } from "../providers/signed/wire";

/** Webhook verification alone: the CPU cost of protocol A (MAC + AES) and B (HMAC-SHA512). */
export function verificationThroughput(): string[] {
  const encKey = randomBytes(16).toString("hex");
  const macKey = randomBytes(32).toString("hex");
  const notification = {
    event_id: "e",
    order_id: "TX1",
    transaction_id: "PA1",
    status: "SUCCESS",
    amount: "1500.00",
    currency: "CDF",
    msisdn: "243812345678",
    reason_code: null,
    completed_at: new Date().toISOString(),
  };
  const sealed = Buffer.from(JSON.stringify(seal(notification, "M-1", encKey, macKey)));
  const body = JSON.stringify({
    id: "evt",
    type: "payment.succeeded",
    created: 1,
    data: {
      payment_id: "pb",
      external_id: "TX1",
      state: "succeeded",
      amount: 150000,
      currency: "USD",
      payer: { phone: "+243812345678" },
      failure_code: null,
    },
  });
  const rows: string[] = [];
  const rounds = 20_000;
  let started = performance.now();
  for (let i = 0; i < rounds; i++) open(sealed, "M-1", encKey, macKey);
  rows.push(`protocol A verify+decrypt: ${Math.round(rounds / ((performance.now() - started) / 1000))} webhooks/s`);
  const now = new Date();
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const headers = {
    "x-webhook-timestamp": timestamp,
    "x-webhook-signature": `v1=${signature("secret-secret-secret", timestamp, body)}`,
  };
  const raw = Buffer.from(body);
  started = performance.now();
  for (let i = 0; i < rounds; i++) verifyEvent(raw, headers, "secret-secret-secret", now);
  rows.push(`protocol B verify:         ${Math.round(rounds / ((performance.now() - started) / 1000))} webhooks/s`);
  return rows;
}
