/**
 * `npm run bench:export`: the CSV export of EXPORT_ROWS transactions (default 1,000,000, inserted with
 * generate_series) through the real HTTP endpoint, reporting rows received, time and the process's peak
 * RSS (API and client share this process). Needs DATABASE_URL; no Temporal (the export does not use it).
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import knex from "knex";
import { createDb } from "../db/connection";
import { migrateLatest } from "../db/migrate";
import { submitMerchantProfile } from "../domain/accounts/merchant-profile";
import { issueToken } from "../domain/accounts/tokens";
import { insertUser } from "../domain/accounts/users-store";
import { loadConfig } from "../lib/config";
import { logger } from "../lib/logger";
import { newSecretsKey, secretBoxFor } from "../lib/secrets-key";
import { composeService } from "../runtime/service";

const rows = Number(process.env.EXPORT_ROWS ?? 1_000_000);
const SAMPLE_EVERY = Math.max(1, Math.floor(rows / 10));
const megabytes = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("bench:export needs DATABASE_URL");
  const database = `payments_export_${randomBytes(4).toString("hex")}`;
  const admin = knex({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const db = createDb(url.toString());
  try {
    await migrateLatest(db);
    const config = loadConfig({
      DATABASE_URL: url.toString(),
      TEMPORAL_ADDRESS: "127.0.0.1:1",
      LOG_LEVEL: "silent",
      SECRETS_KEY: newSecretsKey(),
    });
    const service = await composeService(config, db, logger);
    const user = await insertUser(db, {
      email: "export@example.com",
      password_hash: "-",
      type: "merchant",
      email_verified_at: new Date(),
    });
    const { merchant } = await submitMerchantProfile(db, secretBoxFor(config), user.id, {
      name: "Export Shop",
      email: "export@example.com",
      phone: "+243812345678",
      country: "CD",
    });
    const { token } = await issueToken(db, user.id, "session", 3_600_000);
    const inserting = Date.now();
    await db.raw(
      `INSERT INTO payments (reference, merchant_id, merchant_reference, amount, fee, net_amount, currency, service,
       customer_number, callback_url, provider_code_name, provider_reference, transaction_status, account_type, created_at)
     SELECT 'TX' || lpad(n::text, 10, '0'), ?, 'order-' || n, 1500.00, 500.00, 1000.00, 'CDF', 'MPESA',
       '+2438123' || lpad((n % 100000)::text, 5, '0'), 'https://shop.example.com/cb', 'sandbox', 'P' || n, 'Success',
       'sandbox', now() - make_interval(secs => n)
     FROM generate_series(1, ?) AS n`,
      [merchant.id, rows],
    );
    console.log(`inserted ${rows} transactions in ${Date.now() - inserting} ms`);

    const server = createServer(service.app.callback());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/transaction/export/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    let lines = 0;
    const samples: string[] = [];
    let bytes = 0;
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      bytes += chunk.byteLength;
      const before = lines;
      lines += decoder.decode(chunk, { stream: true }).split("\r\n").length - 1;
      if (Math.floor(lines / SAMPLE_EVERY) > Math.floor(before / SAMPLE_EVERY))
        samples.push(megabytes(process.memoryUsage().rss / 1024));
    }
    console.log(
      `exported ${lines - 1} rows (+ header), ${(bytes / 1_048_576).toFixed(0)} MiB in ${Date.now() - started} ms; ` +
        `RSS before ${megabytes(before / 1024)}, peak RSS of the process ${megabytes(process.resourceUsage().maxRSS)}; ` +
        `RSS at each tenth of the rows: ${samples.join(", ")}`,
    );
    server.close();
    await service.close();
  } finally {
    await db.destroy();
    await admin.raw(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
