import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { WebhookVerificationError } from "../../lib/errors";
import { PAWAPAY_FAILURE_CODES } from "../../providers/pawapay/failure-codes";
import { pawapayId } from "../../providers/pawapay/ids";
import { pawapayProtocol } from "../../providers/pawapay/protocol";
import type { ProviderClient } from "../../providers/types";
import { generateCredentials, startSimulatedProvider } from "../../simulator";
import { eventually } from "../support/eventually";

/**
 * The simulator's pawaPay against the service's pawaPay connector over HTTP: signed requests checked, deposits,
 * payouts and refunds by their UUIDs, the sandbox numbers' failures, non-final states kept pending, a repeat answered
 * DUPLICATE_IGNORED, signed callbacks to the dashboard's URL (a forged one refused), resend-callback, wallet balances.
 */
interface Received {
  rawBody: Buffer;
  headers: Record<string, string | undefined>;
}

let provider: Awaited<ReturnType<typeof startSimulatedProvider<"pawapay">>>;
let callbacks: Received[];
let callbackUrl: string;
let closeReceiver: () => Promise<void>;
const credentials = generateCredentials().pawapay;

beforeAll(async () => {
  callbacks = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      callbacks.push({ rawBody: Buffer.concat(chunks), headers: request.headers as Record<string, string | undefined> });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/callbacks/pawapay/`;
  closeReceiver = () => new Promise((resolve) => receiver.close(() => resolve()));
  provider = await startSimulatedProvider("pawapay", credentials, {
    delayMs: 200,
    hangMs: 1500,
    webhookAttempts: 2,
    webhookRetryMs: 100,
  });
  provider.engine.dashboard!.callbackUrl = callbackUrl;
});
afterAll(async () => {
  await provider.close();
  await closeReceiver();
});

const clientWith = (overrides: object = {}): ProviderClient =>
  pawapayProtocol.createClient({
    codeName: "pawapay",
    baseUrl: provider.url,
    callbackUrl,
    credentials: pawapayProtocol.credentialsSchema.parse({ ...credentials, ...overrides }),
    http: { connectTimeoutMs: 1000, requestTimeoutMs: 2000 },
  });
const client = () => clientWith();

const reference = (prefix: string) => `${prefix}${randomBytes(6).toString("hex")}`;
const collection = (customerNumber: string, amount = "1500.00", service: "MPESA" | "AIRTEL" = "MPESA") => ({
  reference: reference("TX"),
  amount,
  currency: "CDF",
  service,
  customerNumber,
  notifyUrl: callbackUrl,
});
const callbacksFor = (id: string) =>
  callbacks.filter(
    (one) =>
      JSON.parse(one.rawBody.toString()).depositId === id ||
      JSON.parse(one.rawBody.toString()).payoutId === id ||
      JSON.parse(one.rawBody.toString()).refundId === id,
  );
const settled = async (request: ReturnType<typeof collection>) =>
  eventually(async () => {
    const { outcome } = await client().operations.queryCollection({
      reference: request.reference,
      amount: request.amount,
      currency: "CDF",
    });
    return outcome.kind === "final" ? outcome.result : undefined;
  });

describe("the simulator's pawaPay", () => {
  it("takes a signed deposit, keeps it pending, then completes it; its signed callback verifies", async () => {
    const request = collection("+243813456789");
    const { outcome } = await client().operations.collect(request);
    const id = pawapayId("deposit", request.reference);
    expect(outcome).toEqual({ kind: "accepted", providerReference: id });
    const early = await client().operations.queryCollection({ reference: request.reference, amount: "1500.00", currency: "CDF" });
    expect(early.outcome.kind).toBe("pending");
    expect(await settled(request)).toMatchObject({ status: "Success", amount: "1500.00", customerNumber: "+243813456789" });
    const [received] = await eventually(async () => (callbacksFor(id).length ? callbacksFor(id) : undefined));
    expect(received!.headers["signature-input"]).toContain('sig-pp=("@method" "@authority" "@path"');
    const verified = await client().verifyWebhook(received!.rawBody, received!.headers, new Date());
    expect(verified).toMatchObject({ reference: request.reference, operation: "collection", result: { status: "Success" } });
  });

  it("fails deposits by pawaPay's sandbox numbers with their codes, each a reason of the failure vocabulary", async () => {
    const cases = [
      ["+243813456029", "PAYER_NOT_FOUND", "invalid_number"],
      ["+243813456039", "PAYMENT_NOT_APPROVED", "declined"],
      ["+243813456049", "INSUFFICIENT_BALANCE", "insufficient_funds"],
    ] as const;
    for (const [number, code, reason] of cases) {
      const request = collection(number);
      await client().operations.collect(request);
      expect(await settled(request)).toMatchObject({ status: "Failed", failureCode: code });
      expect(PAWAPAY_FAILURE_CODES[code]).toBe(reason);
    }
  });

  it("keeps `…129` PROCESSING and a number never answered IN_RECONCILIATION: both pending, never failed", async () => {
    for (const number of ["+243813456129", "+243813456798"]) {
      const request = collection(number);
      await client().operations.collect(request);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const { outcome } = await client().operations.queryCollection({
        reference: request.reference,
        amount: "1500.00",
        currency: "CDF",
      });
      expect(outcome.kind).toBe("pending");
    }
  });

  it("answers a repeated depositId DUPLICATE_IGNORED: ambiguous for the connector, settled by the status query", async () => {
    const request = collection("+243973456789", "2500.00", "AIRTEL");
    await client().operations.collect(request);
    const again = await client().operations.collect(request);
    expect(again.outcome.kind).toBe("ambiguous");
    expect(await settled(request)).toMatchObject({ status: "Success" });
  });

  it("refuses what pawaPay refuses: centimes on Vodacom CDF, an unknown provider, a bad token, a bad signature", async () => {
    const body = (amount: string, provider: string) =>
      JSON.stringify({
        depositId: pawapayId("deposit", reference("RAW")),
        amount,
        currency: "CDF",
        payer: { type: "MMO", accountDetails: { phoneNumber: "243813456789", provider } },
      });
    const post = (raw: string) =>
      fetch(`${provider.url}/v2/deposits`, {
        method: "POST",
        headers: { authorization: `Bearer ${credentials.api_token}`, "content-type": "application/json" },
        body: raw,
      });
    // Unsigned while the merchant's key is on file: 403.
    const unsigned = await post(body("1500", "VODACOM_MPESA_COD"));
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ failureReason: { failureCode: "HTTP_SIGNATURE_ERROR" } });
    const wrongToken = await clientWith({ api_token: "not-the-token-0123456789" }).operations.collect(
      collection("+243813456789"),
    );
    expect(wrongToken.outcome).toMatchObject({ kind: "rejected", reasonCode: "AUTHENTICATION_ERROR" });
    const otherKey = generateCredentials().pawapay;
    const wrongKey = await clientWith({
      signing_key: otherKey.signing_key,
      signing_key_id: credentials.signing_key_id,
    }).operations.collect(collection("+243813456789"));
    expect(wrongKey.outcome).toMatchObject({ kind: "rejected", reasonCode: "HTTP_SIGNATURE_ERROR" });
    const unsignedMerchant = { ...credentials, signing_key: undefined, signing_key_id: undefined };
    const open = await startSimulatedProvider("pawapay", unsignedMerchant, {
      delayMs: 200,
      hangMs: 1500,
      webhookAttempts: 1,
      webhookRetryMs: 100,
    });
    try {
      const send = (raw: string) =>
        fetch(`${open.url}/v2/deposits`, {
          method: "POST",
          headers: { authorization: `Bearer ${credentials.api_token}`, "content-type": "application/json" },
          body: raw,
        }).then((response) => response.json());
      expect(await send(body("1500.50", "VODACOM_MPESA_COD"))).toMatchObject({
        status: "REJECTED",
        failureReason: { failureCode: "INVALID_AMOUNT" },
      });
      expect(await send(body("1500.50", "AIRTEL_COD"))).toMatchObject({ status: "ACCEPTED" });
      expect(await send(body("1500", "MTN_MOMO_COD"))).toMatchObject({
        status: "REJECTED",
        failureReason: { failureCode: "INVALID_PROVIDER" },
      });
    } finally {
      await open.close();
    }
  });

  it("pays out, fails a payout to `…089` RECIPIENT_NOT_FOUND, and refunds a deposit in part, never beyond it", async () => {
    const payout = (recipientNumber: string) => ({
      reference: reference("PO"),
      amount: "3000.00",
      currency: "CDF",
      service: "AIRTEL" as const,
      recipientNumber,
      notifyUrl: callbackUrl,
    });
    const payoutResult = async (request: ReturnType<typeof payout>) => {
      expect((await client().operations.disburse!(request)).outcome.kind).toBe("accepted");
      return eventually(async () => {
        const { outcome } = await client().operations.queryDisbursement!({
          reference: request.reference,
          amount: "3000.00",
          currency: "CDF",
        });
        return outcome.kind === "final" ? outcome.result : undefined;
      });
    };
    expect(await payoutResult(payout("+243973456789"))).toMatchObject({ status: "Success" });
    expect(await payoutResult(payout("+243973456089"))).toMatchObject({ status: "Failed", failureCode: "RECIPIENT_NOT_FOUND" });

    const paid = collection("+243893456789", "5000.00");
    await client().operations.collect(paid);
    await settled(paid);
    const refund = (amount: string) => ({
      reference: reference("RF"),
      method: "reversal" as const,
      collectionReference: paid.reference,
      providerCollectionReference: pawapayId("deposit", paid.reference),
      amount,
      currency: "CDF",
      service: "MPESA" as const,
      payerNumber: "+243893456789",
      notifyUrl: callbackUrl,
    });
    const part = refund("2000.00");
    expect((await client().operations.refund!(part)).outcome.kind).toBe("accepted");
    const refunded = await eventually(async () => {
      const { outcome } = await client().operations.queryRefund!({
        reference: part.reference,
        amount: "2000.00",
        currency: "CDF",
        method: "reversal",
      });
      return outcome.kind === "final" ? outcome.result : undefined;
    });
    expect(refunded).toMatchObject({ status: "Success", amount: "2000.00" });
    const refundCallback = await eventually(async () => callbacksFor(pawapayId("refund", part.reference))[0]);
    expect(await client().verifyWebhook(refundCallback.rawBody, refundCallback.headers, new Date())).toMatchObject({
      reference: part.reference,
      operation: "refund",
    });
    expect((await client().operations.refund!(refund("3500.00"))).outcome).toMatchObject({
      kind: "rejected",
      reasonCode: "AMOUNT_TOO_LARGE",
    });
  });

  it("sends a lost callback again when resend-callback asks, and refuses an unknown id", async () => {
    const request = collection("+243813456791");
    await client().operations.collect(request);
    await settled(request);
    const id = pawapayId("deposit", request.reference);
    expect(callbacksFor(id)).toHaveLength(0);
    const { outcome } = await client().operations.resendCallback!({ operation: "collection", reference: request.reference });
    expect(outcome).toEqual({ kind: "accepted" });
    await eventually(async () => callbacksFor(id)[0]);
    const unknown = await client().operations.resendCallback!({ operation: "collection", reference: reference("NONE") });
    expect(unknown.outcome).toEqual({ kind: "refused", reason: "NOT_FOUND" });
  });

  it("forges a callback for `…93` that the connector refuses, then sends the true one", async () => {
    const request = collection("+243813456793");
    await client().operations.collect(request);
    const id = pawapayId("deposit", request.reference);
    const [forged, genuine] = await eventually(async () => (callbacksFor(id).length >= 2 ? callbacksFor(id) : undefined));
    await expect(client().verifyWebhook(forged!.rawBody, forged!.headers, new Date())).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    expect(await client().verifyWebhook(genuine!.rawBody, genuine!.headers, new Date())).toMatchObject({
      result: { status: "Success" },
    });
  });

  it("shows the wallet's float per currency, to a bearer of the token only", async () => {
    const response = await fetch(`${provider.url}/v2/wallet-balances`, {
      headers: { authorization: `Bearer ${credentials.api_token}` },
    });
    const { balances } = (await response.json()) as { balances: Array<{ currency: string; balance: string; country: string }> };
    expect(balances.map((balance) => balance.currency)).toEqual(["CDF", "USD"]);
    expect(balances[0]).toMatchObject({ country: "COD" });
    expect(balances[0]!.balance).toBe(await provider.engine.moneyOut.floatBalance("CDF"));
    const refused = await fetch(`${provider.url}/v2/wallet-balances`);
    expect(refused.status).toBe(401);
  });
});
