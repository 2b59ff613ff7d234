import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { User } from "../db/models/user";
import { submitMerchantProfile } from "../domain/accounts/merchant-profile";
import { issueToken } from "../domain/accounts/tokens";
import { open, seal } from "../providers/sealed/wire";
import { signature, verifyEvent } from "../providers/signed/wire";
import { startBenchStack } from "./stack";

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (value: number) => value.toFixed(1).padStart(8);
  return `${label.padEnd(34)} n=${String(samples.length).padEnd(5)} p50 ${fmt(percentile(sorted, 50))} ms  p95 ${fmt(percentile(sorted, 95))} ms  p99 ${fmt(percentile(sorted, 99))} ms  max ${fmt(sorted.at(-1) ?? Number.NaN)} ms`;
}

/** Webhook verification alone: the CPU cost of protocol A (MAC + AES) and B (HMAC-SHA512). */
function verificationThroughput(): string[] {
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

async function main(): Promise<void> {
  console.log(`payment routing benchmark: ${PAYMENTS} payments, concurrency ${CONCURRENCY}`);
  for (const row of verificationThroughput()) console.log(row);

  const stack = await startBenchStack();
  const settledAt = new Map<string, number>();
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      settledAt.set(JSON.parse(Buffer.concat(chunks).toString()).reference, performance.now());
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
  try {
    const user = await User.query(stack.db).insertAndFetch({
      email: "bench@example.com",
      password_hash: "x",
      account_type: "prod",
      email_verified_at: new Date(),
    });
    await submitMerchantProfile(stack.db, user.id, {
      name: "Bench",
      email: "bench@example.com",
      phone: "+243812345678",
      country: "CD",
    });
    const { token } = await issueToken(stack.db, user.id, "session", 3_600_000);

    const createLatency: number[] = [];
    const startedAt = new Map<string, number>();
    let next = 0;
    let failures = 0;
    const wallStart = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < PAYMENTS) {
          const index = next++;
          const began = performance.now();
          const response = await fetch(`${stack.baseUrl}/api/payments/transaction/`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
            body: JSON.stringify({
              merchant_reference: `bench-${index}`,
              amount: "1500.00",
              currency: "CDF",
              service: index % 2 ? "AIRTEL" : "MPESA",
              customer_number: index % 2 ? "+243970000000" : "+243810000000",
              callback_url: callbackUrl,
            }),
          });
          const body = (await response.json()) as { reference?: string };
          if (response.status !== 201 || !body.reference) {
            failures++;
            continue;
          }
          createLatency.push(performance.now() - began);
          startedAt.set(body.reference, began);
        }
      }),
    );
    const createWall = (performance.now() - wallStart) / 1000;
    const deadline = Date.now() + 120_000;
    while (settledAt.size < startedAt.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const endToEnd = [...startedAt]
      .filter(([reference]) => settledAt.has(reference))
      .map(([reference, began]) => settledAt.get(reference)! - began);

    console.log(
      `created ${createLatency.length}/${PAYMENTS} (${failures} failed) in ${createWall.toFixed(1)} s: ${(createLatency.length / createWall).toFixed(1)} payments/s`,
    );
    console.log(summary("POST transaction (update-with-start)", createLatency));
    console.log(summary("create -> merchant callback", endToEnd));
    console.log("(end-to-end includes the simulator's 200 ms approval delay)");
  } finally {
    receiver.close();
    await stack.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
