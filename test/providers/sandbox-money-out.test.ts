import { Secret } from "../../providers/credentials";
import { sandboxCredentials } from "../../providers/sandbox-credentials";
import { SignedAdapter } from "../../providers/signed/adapter";
import type { StatusOutcome } from "../../providers/types";
import { listen } from "../../simulator/http";
import { sandboxProvider } from "../../simulator/sandbox";
import { createTestDatabase, type TestDatabase } from "../support/database";
import { testSecretBox } from "../support/secrets";
import { mpesaNumber } from "../support/simulated-providers";

/** The built-in sandbox plays the contract's money-out rules, its payouts and refunds kept in PostgreSQL. */
let database: TestDatabase;
let provider: Awaited<ReturnType<typeof listen>>;
let client: SignedAdapter;

beforeAll(async () => {
  database = await createTestDatabase();
  provider = await listen(sandboxProvider(database.db, { delayMs: 150, secretBox: testSecretBox() }), "127.0.0.1", 0);
  const credentials = await sandboxCredentials(database.db, testSecretBox());
  client = new SignedAdapter(
    "sandbox",
    provider.url,
    {
      clientId: credentials.client_id,
      clientSecret: new Secret(credentials.client_secret),
      webhookSecret: new Secret(credentials.webhook_secret),
    },
    { connectTimeoutMs: 1000, requestTimeoutMs: 2000 },
  );
});

afterAll(async () => {
  provider.server.closeAllConnections();
  await new Promise((resolve) => provider.server.close(resolve));
  await database.drop();
});

const notifyUrl = "http://127.0.0.1:9/";
let sequence = 0;
const reference = (prefix: string) => `${prefix}_${Date.now()}_${++sequence}`;

async function settled<Result>(ask: () => Promise<{ outcome: StatusOutcome<Result> }>) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const { outcome } = await ask();
    if (outcome.kind === "final") return outcome;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (await ask()).outcome;
}

const payout = (number: string, ref = reference("po")) =>
  client.disburse({ reference: ref, amount: "25.00", currency: "CDF", service: "MPESA", recipientNumber: number, notifyUrl });

it("pays out to any number, fails 99 with recipient_not_found and never answers 98, idempotently", async () => {
  const paid = reference("po");
  const first = await payout(mpesaNumber("00"), paid);
  expect(first.outcome.kind).toBe("accepted");
  expect((await payout(mpesaNumber("00"), paid)).outcome).toEqual(first.outcome);
  expect(await settled(() => client.queryDisbursement({ reference: paid, amount: "1.00", currency: "CDF" }))).toMatchObject({
    kind: "final",
    result: { status: "Success" },
  });

  const failed = reference("po");
  await payout(mpesaNumber("99"), failed);
  expect(await settled(() => client.queryDisbursement({ reference: failed, amount: "1.00", currency: "CDF" }))).toMatchObject({
    result: { status: "Failed", failureCode: "recipient_not_found" },
  });

  const silent = reference("po");
  await payout(mpesaNumber("98"), silent);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect((await client.queryDisbursement({ reference: silent, amount: "1.00", currency: "CDF" })).outcome.kind).toBe("pending");
});

it("refunds a successful sandbox payment up to its amount, and lists both in the day's statement", async () => {
  const collectionReference = reference("tx");
  const { outcome } = await client.collect({
    reference: collectionReference,
    amount: "100.00",
    currency: "CDF",
    service: "MPESA",
    customerNumber: mpesaNumber("00"),
    notifyUrl,
  });
  if (outcome.kind !== "accepted") throw new Error("collection not accepted");
  await settled(() => client.queryCollection({ reference: collectionReference, amount: "1.00", currency: "CDF" }));
  const refund = (amount: string, ref = reference("rf")) =>
    client.refund({
      reference: ref,
      method: "reversal",
      payerNumber: mpesaNumber("00"),
      collectionReference,
      providerCollectionReference: outcome.providerReference,
      service: "MPESA",
      amount,
      currency: "CDF",
      notifyUrl,
    });
  const refunded = reference("rf");
  expect((await refund("100.00", refunded)).outcome.kind).toBe("accepted");
  expect((await refund("0.01")).outcome).toMatchObject({ kind: "rejected", reasonCode: "amount_exceeds_remaining" });
  expect(await settled(() => client.queryRefund({ reference: refunded, amount: "1.00", currency: "CDF" }))).toMatchObject({
    result: { status: "Success", amount: "100.00" },
  });

  const statement = await client.statement(new Date().toISOString().slice(0, 10));
  if (statement.outcome.kind !== "statement") throw new Error(statement.outcome.error);
  const references = statement.outcome.statement.lines.map((line) => [line.operation, line.reference]);
  expect(references).toEqual(
    expect.arrayContaining([
      ["collection", collectionReference],
      ["refund", refunded],
    ]),
  );
});
