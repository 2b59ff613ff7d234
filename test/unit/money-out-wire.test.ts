import { randomBytes } from "node:crypto";
import { MalformedWebhookPayloadError, WebhookVerificationError } from "../../lib/errors";
import { Secret } from "../../providers/credentials";
import { SealedAdapter, initiateOutcome as sealedInitiate, statusOutcome as sealedStatus } from "../../providers/sealed/adapter";
import { SEALED_FAILURE_CODES } from "../../providers/sealed/failure-codes";
import {
  DISBURSEMENT_REJECTIONS,
  disbursementSchema,
  REFUND_REJECTIONS as SEALED_REFUND_REJECTIONS,
  refundInitiateOutcome as sealedRefundInitiate,
  refundStatusOutcome as sealedRefundStatus,
  statementOutcome as sealedStatement,
} from "../../providers/sealed/money-out";
import { seal } from "../../providers/sealed/wire";
import { SignedAdapter } from "../../providers/signed/adapter";
import { SIGNED_FAILURE_CODES } from "../../providers/signed/failure-codes";
import {
  moneyOutInitiateOutcome,
  PAYOUT_REJECTIONS,
  payoutStatusOutcome,
  REFUND_REJECTIONS as SIGNED_REFUND_REJECTIONS,
  refundStatusOutcome as signedRefundStatus,
  statementOutcome as signedStatement,
} from "../../providers/signed/money-out";
import { signature } from "../../providers/signed/wire";

const http = { connectTimeoutMs: 1000, requestTimeoutMs: 1000 };
const encKey = randomBytes(16).toString("hex");
const macKey = randomBytes(32).toString("hex");
const sealedClient = new SealedAdapter(
  "alpha",
  "http://127.0.0.1:1",
  { merchantCode: "M-1", apiKey: new Secret("k"), encKey: new Secret(encKey), macKey: new Secret(macKey) },
  http,
);
const webhookSecret = "whsec-test";
const signedClient = new SignedAdapter(
  "beta",
  "http://127.0.0.1:1",
  { clientId: "c", clientSecret: new Secret("s"), webhookSecret: new Secret(webhookSecret) },
  http,
);

describe("protocol A disbursement answers (A.4)", () => {
  it.each([...DISBURSEMENT_REJECTIONS])("400 REJECTED %s is a definitive rejection, its code verbatim", (code) => {
    const outcome = sealedInitiate(
      { status: 400, body: { status: "REJECTED", reason_code: code, message: "m" } },
      DISBURSEMENT_REJECTIONS,
    );
    expect(outcome).toEqual({ kind: "rejected", reasonCode: code, message: "m" });
    expect(SEALED_FAILURE_CODES[code] === "insufficient_float").toBe(code === "INSUFFICIENT_FLOAT");
  });

  it("takes 202 ACCEPTED and 409 DUPLICATE as accepted, 401 as rejected, the rest as ambiguous", () => {
    const listed = DISBURSEMENT_REJECTIONS;
    expect(sealedInitiate({ status: 202, body: { status: "ACCEPTED", transaction_id: "DA1" } }, listed)).toEqual({
      kind: "accepted",
      providerReference: "DA1",
    });
    expect(sealedInitiate({ status: 409, body: { status: "DUPLICATE", transaction_id: "DA1" } }, listed).kind).toBe("accepted");
    expect(sealedInitiate({ status: 401, body: {} }, listed).kind).toBe("rejected");
    expect(
      sealedInitiate({ status: 400, body: { status: "REJECTED", reason_code: "COLLECTION_NOT_SUCCESSFUL" } }, listed).kind,
    ).toBe("ambiguous");
    expect(sealedInitiate({ status: 503, body: null }, listed).kind).toBe("ambiguous");
    expect(sealedInitiate(null, listed).kind).toBe("ambiguous");
  });

  it("maps a query's final answer and counts a malformed one as unknown", () => {
    const answer = {
      order_id: "po_1",
      transaction_id: "DA1",
      status: "FAILED",
      amount: "2500.00",
      currency: "CDF",
      msisdn: "243812345678",
      reason_code: "RECIPIENT_NOT_FOUND",
    };
    expect(sealedStatus({ status: 200, body: answer }, disbursementSchema)).toEqual({
      kind: "final",
      result: {
        reference: "po_1",
        providerReference: "DA1",
        status: "Failed",
        amount: "2500.00",
        currency: "CDF",
        customerNumber: "+243812345678",
        failureCode: "RECIPIENT_NOT_FOUND",
      },
    });
    expect(sealedStatus({ status: 200, body: { ...answer, amount: 2500 } }, disbursementSchema).kind).toBe("unknown");
    expect(sealedStatus({ status: 404, body: { status: "NOT_FOUND" } }, disbursementSchema).kind).toBe("not_found");
  });
});

describe("protocol A refund answers (A.5)", () => {
  it.each([...SEALED_REFUND_REJECTIONS])("400 REJECTED %s is a definitive rejection", (code) => {
    expect(sealedRefundInitiate({ status: 400, body: { status: "REJECTED", reason_code: code } })).toMatchObject({
      kind: "rejected",
      reasonCode: code,
    });
  });

  it("takes 202 and 409 as accepted, 404 as an unknown collection, 5xx as ambiguous", () => {
    expect(sealedRefundInitiate({ status: 202, body: { status: "ACCEPTED", refund_id: "rf", transaction_id: "RA1" } })).toEqual({
      kind: "accepted",
      providerReference: "RA1",
    });
    expect(sealedRefundInitiate({ status: 409, body: { status: "DUPLICATE", transaction_id: "RA1" } }).kind).toBe("accepted");
    expect(sealedRefundInitiate({ status: 404, body: { status: "NOT_FOUND" } })).toMatchObject({
      kind: "rejected",
      reasonCode: "NOT_FOUND",
    });
    expect(sealedRefundInitiate({ status: 500, body: null }).kind).toBe("ambiguous");
  });

  it("maps a refund query with the collection's reference, pending and malformed answers apart", () => {
    const answer = {
      refund_id: "rf_1",
      order_id: "tx_1",
      transaction_id: "RA1",
      status: "SUCCESS",
      amount: "500.00",
      currency: "CDF",
      reason_code: null,
    };
    expect(sealedRefundStatus({ status: 200, body: answer })).toEqual({
      kind: "final",
      result: {
        reference: "rf_1",
        collectionReference: "tx_1",
        providerReference: "RA1",
        status: "Success",
        amount: "500.00",
        currency: "CDF",
        failureCode: null,
      },
    });
    expect(sealedRefundStatus({ status: 200, body: { ...answer, status: "PENDING" } })).toEqual({
      kind: "pending",
      providerReference: "RA1",
    });
    expect(sealedRefundStatus({ status: 200, body: { ...answer, refund_id: undefined } }).kind).toBe("unknown");
  });
});

describe("protocol B payout and refund answers (B.4, B.5)", () => {
  it.each([...PAYOUT_REJECTIONS])("a payout's 422 %s is a definitive rejection", (code) => {
    const outcome = moneyOutInitiateOutcome(
      { status: 422, body: { error: { code, message: "m" } } },
      "payout_id",
      PAYOUT_REJECTIONS,
    );
    expect(outcome).toEqual({ kind: "rejected", reasonCode: code, message: "m" });
    expect(SIGNED_FAILURE_CODES[code] === "insufficient_float").toBe(code === "insufficient_float");
  });

  it.each([...SIGNED_REFUND_REJECTIONS])("a refund's 422 %s is a definitive rejection", (code) => {
    expect(
      moneyOutInitiateOutcome({ status: 422, body: { error: { code } } }, "refund_id", SIGNED_REFUND_REJECTIONS),
    ).toMatchObject({ kind: "rejected", reasonCode: code });
  });

  it("takes 201 and 409 duplicate_external_id as accepted under the provider's id, the rest as ambiguous", () => {
    expect(moneyOutInitiateOutcome({ status: 201, body: { payout_id: "po_1" } }, "payout_id", PAYOUT_REJECTIONS)).toEqual({
      kind: "accepted",
      providerReference: "po_1",
    });
    expect(
      moneyOutInitiateOutcome(
        { status: 409, body: { error: { code: "duplicate_external_id" }, refund_id: "rf_1" } },
        "refund_id",
        SIGNED_REFUND_REJECTIONS,
      ),
    ).toEqual({ kind: "accepted", providerReference: "rf_1" });
    expect(moneyOutInitiateOutcome({ status: 201, body: { payment_id: "pb_1" } }, "payout_id", PAYOUT_REJECTIONS).kind).toBe(
      "ambiguous",
    );
    expect(moneyOutInitiateOutcome({ status: 404, body: {} }, "refund_id", SIGNED_REFUND_REJECTIONS)).toMatchObject({
      kind: "rejected",
      reasonCode: "not_found",
    });
    expect(
      moneyOutInitiateOutcome({ status: 422, body: { error: { code: "payment_not_succeeded" } } }, "payout_id", PAYOUT_REJECTIONS)
        .kind,
    ).toBe("ambiguous");
    expect(moneyOutInitiateOutcome(null, "payout_id", PAYOUT_REJECTIONS).kind).toBe("ambiguous");
  });

  it("converts minor units at the edge and counts a float amount as a malformed answer", () => {
    const payout = {
      payout_id: "po_1",
      external_id: "ref",
      state: "failed",
      amount: 250005,
      currency: "CDF",
      recipient: { phone: "+243812345678" },
      failure_code: "recipient_limit_exceeded",
    };
    expect(payoutStatusOutcome({ status: 200, body: payout })).toEqual({
      kind: "final",
      result: {
        reference: "ref",
        providerReference: "po_1",
        status: "Failed",
        amount: "2500.05",
        currency: "CDF",
        customerNumber: "+243812345678",
        failureCode: "recipient_limit_exceeded",
      },
    });
    expect(payoutStatusOutcome({ status: 200, body: { ...payout, amount: 2500.05 } }).kind).toBe("unknown");
    const refund = {
      refund_id: "rf_1",
      external_id: "rr",
      payment_id: "pb_1",
      state: "succeeded",
      amount: 50000,
      currency: "USD",
      failure_code: null,
    };
    expect(signedRefundStatus({ status: 200, body: refund })).toMatchObject({
      kind: "final",
      result: { reference: "rr", collectionReference: null, providerReference: "rf_1", amount: "500.00", status: "Success" },
    });
    expect(signedRefundStatus({ status: 404, body: {} }).kind).toBe("not_found");
  });
});

describe("statements", () => {
  it("maps protocol A's lines and totals, a refund keeping both references", () => {
    const outcome = sealedStatement({
      status: 200,
      body: {
        date: "2026-11-22",
        currency_totals: [
          {
            currency: "CDF",
            collections: { count: 1, amount: "1500.00" },
            disbursements: { count: 0, amount: "0.00" },
            refunds: { count: 1, amount: "500.00" },
          },
        ],
        lines: [
          { kind: "collection", order_id: "tx", transaction_id: "PA1", status: "SUCCESS", amount: "1500.00", currency: "CDF" },
          {
            kind: "refund",
            order_id: "tx",
            refund_id: "rf",
            transaction_id: "RA1",
            status: "SUCCESS",
            amount: "500.00",
            currency: "CDF",
          },
          { kind: "disbursement", order_id: "po", transaction_id: "DA1", status: "FAILED", amount: "9.00", currency: "CDF" },
        ],
      },
    });
    expect(outcome).toEqual({
      kind: "statement",
      statement: {
        date: "2026-11-22",
        lines: [
          {
            operation: "collection",
            reference: "tx",
            collectionReference: null,
            providerReference: "PA1",
            status: "Success",
            amount: "1500.00",
            currency: "CDF",
          },
          {
            operation: "refund",
            reference: "rf",
            collectionReference: "tx",
            providerReference: "RA1",
            status: "Success",
            amount: "500.00",
            currency: "CDF",
          },
          {
            operation: "disbursement",
            reference: "po",
            collectionReference: null,
            providerReference: "DA1",
            status: "Failed",
            amount: "9.00",
            currency: "CDF",
          },
        ],
        totals: [
          {
            currency: "CDF",
            collection: { count: 1, amount: "1500.00" },
            disbursement: { count: 0, amount: "0.00" },
            refund: { count: 1, amount: "500.00" },
          },
        ],
      },
    });
  });

  it("maps protocol B's minor units and its expired state as Failed", () => {
    const outcome = signedStatement({
      status: 200,
      body: {
        date: "2026-11-22",
        currency_totals: [
          {
            currency: "USD",
            payments: { count: 0, amount: 0 },
            payouts: { count: 1, amount: 250000 },
            refunds: { count: 0, amount: 0 },
          },
        ],
        lines: [
          { kind: "payment", external_id: "tx", id: "pb_1", state: "expired", amount: 150000, currency: "USD" },
          { kind: "payout", external_id: "po", id: "po_1", state: "succeeded", amount: 250000, currency: "USD" },
        ],
      },
    });
    if (outcome.kind !== "statement") throw new Error(outcome.error);
    expect(outcome.statement.lines.map((line) => [line.operation, line.status, line.amount])).toEqual([
      ["collection", "Failed", "1500.00"],
      ["disbursement", "Success", "2500.00"],
    ]);
    expect(outcome.statement.totals[0]!.disbursement).toEqual({ count: 1, amount: "2500.00" });
  });

  it("counts a malformed statement or a failed request as unknown, never a throw", () => {
    expect(
      signedStatement({ status: 200, body: { date: "2026-11-22", currency_totals: [], lines: [{ kind: "payout" }] } }).kind,
    ).toBe("unknown");
    expect(
      sealedStatement({
        status: 200,
        body: { date: "x", currency_totals: [], lines: [] },
      }).kind,
    ).toBe("unknown");
    expect(
      sealedStatement({
        status: 200,
        body: {
          date: "2026-11-22",
          currency_totals: [],
          lines: [{ kind: "refund", order_id: "tx", transaction_id: "RA1", status: "SUCCESS", amount: "5.00", currency: "CDF" }],
        },
      }).kind,
    ).toBe("unknown");
    expect(sealedStatement({ status: 502, body: null }).kind).toBe("unknown");
    expect(signedStatement(null).kind).toBe("unknown");
  });
});

describe("money-out webhooks, protocol A (A.6)", () => {
  const sealedBody = (plaintext: object) => Buffer.from(JSON.stringify(seal(plaintext, "M-1", encKey, macKey)));
  const disbursement = {
    event_id: "e1",
    kind: "disbursement",
    order_id: "po_1",
    transaction_id: "DA1",
    status: "SUCCESS",
    amount: "2500.00",
    currency: "CDF",
    msisdn: "243812345678",
    reason_code: null,
    completed_at: "2026-11-22T10:00:00Z",
  };
  const refund = {
    event_id: "e2",
    kind: "refund",
    refund_id: "rf_1",
    order_id: "tx_1",
    transaction_id: "RA1",
    status: "FAILED",
    amount: "500.00",
    currency: "CDF",
    reason_code: "DECLINED",
    completed_at: "2026-11-22T10:00:00Z",
  };

  it("verifies a disbursement's and a refund's webhook and says which operation it is about", () => {
    expect(sealedClient.verifyWebhook(sealedBody(disbursement))).toMatchObject({
      operation: "disbursement",
      eventId: "e1",
      reference: "po_1",
      result: { status: "Success", amount: "2500.00", providerReference: "DA1" },
    });
    expect(sealedClient.verifyWebhook(sealedBody(refund))).toMatchObject({
      operation: "refund",
      reference: "rf_1",
      collectionReference: "tx_1",
      result: { status: "Failed", failureCode: "DECLINED", collectionReference: "tx_1" },
    });
  });

  it("reads a plaintext without kind as a collection, as before", () => {
    const { kind: _kind, ...collection } = disbursement;
    expect(sealedClient.verifyWebhook(sealedBody({ ...collection, order_id: "tx_9" }))).toMatchObject({
      operation: "collection",
      reference: "tx_9",
    });
  });

  it("refuses a flipped byte before decrypting, and a genuine plaintext of an unknown kind as malformed", () => {
    const envelope = seal(refund, "M-1", encKey, macKey);
    const data = Buffer.from(envelope.data, "base64");
    data[0] = data[0]! ^ 1;
    const flipped = Buffer.from(JSON.stringify({ ...envelope, data: data.toString("base64") }));
    expect(() => sealedClient.verifyWebhook(flipped)).toThrow(WebhookVerificationError);
    expect(() => sealedClient.verifyWebhook(sealedBody({ ...refund, kind: "chargeback" }))).toThrow(MalformedWebhookPayloadError);
    expect(() => sealedClient.verifyWebhook(sealedBody({ ...refund, refund_id: undefined }))).toThrow(
      MalformedWebhookPayloadError,
    );
  });
});

describe("money-out webhooks, protocol B (B.6)", () => {
  const now = new Date("2026-11-22T10:00:00Z");
  const signedRequest = (event: object, at = now) => {
    const body = Buffer.from(JSON.stringify(event));
    const timestamp = String(Math.floor(at.getTime() / 1000));
    return {
      body,
      headers: { "x-webhook-timestamp": timestamp, "x-webhook-signature": `v1=${signature(webhookSecret, timestamp, body)}` },
    };
  };
  const payoutEvent = {
    id: "evt_1",
    type: "payout.succeeded",
    created: 1763805600,
    data: {
      payout_id: "po_1",
      external_id: "ref_po",
      state: "succeeded",
      amount: 250000,
      currency: "CDF",
      recipient: { phone: "+243812345678" },
      failure_code: null,
    },
  };
  const refundEvent = {
    id: "evt_2",
    type: "refund.failed",
    created: 1763805600,
    data: {
      refund_id: "rf_1",
      external_id: "ref_rf",
      payment_id: "pb_1",
      state: "failed",
      amount: 50000,
      currency: "CDF",
      failure_code: "declined",
    },
  };

  it("verifies payout.* and refund.* events and says which operation each is about", () => {
    const payout = signedRequest(payoutEvent);
    expect(signedClient.verifyWebhook(payout.body, payout.headers, now)).toMatchObject({
      operation: "disbursement",
      eventId: "evt_1",
      reference: "ref_po",
      result: { status: "Success", amount: "2500.00", providerReference: "po_1" },
    });
    const refund = signedRequest(refundEvent);
    expect(signedClient.verifyWebhook(refund.body, refund.headers, now)).toMatchObject({
      operation: "refund",
      reference: "ref_rf",
      collectionReference: null,
      result: { status: "Failed", failureCode: "declined", amount: "500.00" },
    });
  });

  it("refuses a flipped byte, a timestamp outside the replay window and a type that contradicts the state", () => {
    const genuine = signedRequest(payoutEvent);
    const flipped = Buffer.from(genuine.body);
    flipped[10] = flipped[10]! ^ 1;
    expect(() => signedClient.verifyWebhook(flipped, genuine.headers, now)).toThrow(WebhookVerificationError);
    const stale = signedRequest(payoutEvent, new Date(now.getTime() - 301_000));
    expect(() => signedClient.verifyWebhook(stale.body, stale.headers, now)).toThrow(WebhookVerificationError);
    const contradicted = signedRequest({ ...payoutEvent, type: "payout.failed" });
    expect(() => signedClient.verifyWebhook(contradicted.body, contradicted.headers, now)).toThrow(MalformedWebhookPayloadError);
  });
});
