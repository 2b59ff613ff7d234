import { randomBytes } from "node:crypto";
import { MalformedWebhookPayloadError, WebhookVerificationError } from "../../lib/errors";
import { fromMinorUnits, toMinorUnits, twoDecimals } from "../../lib/money";
import { initiateOutcome as sealedInitiate, statusOutcome as sealedStatus } from "../../providers/sealed/adapter";
import { fromMsisdn, fromNetwork, open, seal, toMsisdn, toNetwork } from "../../providers/sealed/wire";
import { initiateOutcome as signedInitiate, statusOutcome as signedStatus } from "../../providers/signed/adapter";
import { fromOperator, signature, toOperator, toResult, verifyEvent } from "../../providers/signed/wire";

describe("amounts", () => {
  it.each([
    ["1500.00", 150000n],
    ["0.01", 1n],
    ["1500", 150000n],
    ["1500.5", 150050n],
    ["9999999999999.99", 999999999999999n],
  ])("%s is %s minor units and back", (decimal, minor) => {
    expect(toMinorUnits(decimal)).toBe(minor);
    expect(fromMinorUnits(minor)).toBe(twoDecimals(decimal));
  });

  it("refuses more than two decimals and non-numbers", () => {
    expect(() => toMinorUnits("1.001")).toThrow(RangeError);
    expect(() => toMinorUnits("1e3")).toThrow(RangeError);
    expect(() => fromMinorUnits(-1n)).toThrow(RangeError);
  });
});

describe("names and numbers on the wire", () => {
  it.each([
    ["MPESA", "VODACOM", "mpesa"],
    ["ORANGE", "ORANGE", "orange"],
    ["AIRTEL", "AIRTEL", "airtel"],
    ["AFRICELL", "AFRICELL", "africell"],
  ] as const)("%s is %s in protocol A and %s in protocol B", (service, network, operator) => {
    expect(toNetwork(service)).toBe(network);
    expect(fromNetwork(network)).toBe(service);
    expect(toOperator(service)).toBe(operator);
    expect(fromOperator(operator)).toBe(service);
  });

  it("writes msisdn without the plus and reads it back", () => {
    expect(toMsisdn("+243812345678")).toBe("243812345678");
    expect(fromMsisdn("243812345678")).toBe("+243812345678");
  });
});

describe("protocol A answers", () => {
  it.each([
    [{ status: 202, body: { status: "ACCEPTED", transaction_id: "PA1" } }, "accepted"],
    [{ status: 409, body: { status: "DUPLICATE", transaction_id: "PA1" } }, "accepted"],
    [{ status: 400, body: { status: "REJECTED", reason_code: "INVALID_MSISDN" } }, "rejected"],
    [{ status: 401, body: { status: "UNAUTHORIZED" } }, "rejected"],
    [{ status: 500, body: null }, "ambiguous"],
    [{ status: 400, body: { status: "REJECTED", reason_code: "SOMETHING_NEW" } }, "ambiguous"],
    [null, "ambiguous"],
  ])("initiation %j is %s", (answer, kind) => {
    expect(sealedInitiate(answer).kind).toBe(kind);
  });

  it("maps the status query", () => {
    expect(sealedStatus({ status: 404, body: { status: "NOT_FOUND" } })).toEqual({ kind: "not_found" });
    expect(sealedStatus({ status: 503, body: null }).kind).toBe("unknown");
    const failed = sealedStatus({
      status: 200,
      body: {
        order_id: "TX1",
        transaction_id: "PA1",
        status: "FAILED",
        amount: "10.00",
        currency: "USD",
        msisdn: "243812345678",
        reason_code: "INSUFFICIENT_FUNDS",
      },
    });
    expect(failed).toEqual({
      kind: "final",
      result: {
        reference: "TX1",
        providerReference: "PA1",
        status: "Failed",
        amount: "10.00",
        currency: "USD",
        customerNumber: "+243812345678",
        failureCode: "INSUFFICIENT_FUNDS",
      },
    });
  });

  it.each([
    [{ amount: "ten" }, "amount"],
    [{ status: "DONE" }, "status"],
    [{ msisdn: "+243 81" }, "msisdn"],
    [{ order_id: "TX\u0000" }, "order_id"],
  ])("answers unknown, naming the field, to a status answer that breaks A.2 (%j)", (change, field) => {
    const body = {
      order_id: "TX1",
      transaction_id: "PA1",
      status: "SUCCESS",
      amount: "10.00",
      currency: "USD",
      msisdn: "243812345678",
      reason_code: null,
      ...change,
    };
    const outcome = sealedStatus({ status: 200, body });
    expect(outcome).toEqual({ kind: "unknown", error: expect.stringContaining(`${field}: `) });
  });
});

describe("protocol B answers", () => {
  it.each([
    [{ status: 201, body: { payment_id: "pb_1", state: "pending" } }, "accepted"],
    [{ status: 409, body: { error: { code: "duplicate_external_id" }, payment_id: "pb_1" } }, "accepted"],
    [{ status: 422, body: { error: { code: "invalid_phone" } } }, "rejected"],
    [{ status: 401, body: { error: { code: "invalid_signature" } } }, "rejected"],
    [{ status: 502, body: null }, "ambiguous"],
  ])("initiation %j is %s", (answer, kind) => {
    expect(signedInitiate(answer).kind).toBe(kind);
  });

  const expiredPayment = {
    payment_id: "pb_1",
    external_id: "TX1",
    state: "expired" as const,
    amount: 150000,
    currency: "USD",
    payer: { phone: "+243812345678" },
    failure_code: "timeout",
  };

  it("maps expired to Failed with its failure_code verbatim (its state when it gives none), and amounts from minor units", () => {
    const payment = expiredPayment;
    expect(toResult(payment)).toMatchObject({ status: "Failed", failureCode: "timeout", amount: "1500.00" });
    expect(toResult({ ...payment, failure_code: null })).toMatchObject({ failureCode: "expired" });
    expect(signedStatus({ status: 200, body: { ...payment, state: "pending" } })).toEqual({
      kind: "pending",
      providerReference: "pb_1",
    });
  });

  it.each([
    [{ amount: "abc" }, "amount"],
    [{ amount: 10.5 }, "amount"],
    [{ state: "refunded" }, "state"],
    [{ payer: null }, "payer"],
  ])("answers unknown, naming the field, to a status answer that breaks B.2 (%j)", (change, field) => {
    const body = { ...expiredPayment, state: "succeeded", failure_code: null, ...change };
    expect(signedStatus({ status: 200, body })).toEqual({ kind: "unknown", error: expect.stringContaining(`${field}`) });
  });
});

describe("sealing and signing", () => {
  const encKey = randomBytes(16).toString("hex");
  const macKey = randomBytes(32).toString("hex");
  const plaintext = {
    event_id: "e1",
    order_id: "TX1",
    status: "SUCCESS",
    transaction_id: "PA1",
    amount: "1.00",
    currency: "USD",
    msisdn: "243812345678",
    reason_code: null,
    completed_at: "2026-11-22T10:00:00Z",
  };

  it("opens what it seals", () => {
    const envelope = seal(plaintext, "M-1", encKey, macKey);
    expect(open(Buffer.from(JSON.stringify(envelope)), "M-1", encKey, macKey)).toEqual(plaintext);
  });

  it("checks the MAC before decrypting: a bad MAC over garbage is a MAC failure, not a padding one", () => {
    const envelope = { ...seal(plaintext, "M-1", encKey, macKey), data: randomBytes(32).toString("base64") };
    expect(() => open(Buffer.from(JSON.stringify(envelope)), "M-1", encKey, macKey)).toThrow(
      new WebhookVerificationError("mac mismatch"),
    );
  });

  it("verifies protocol B over the raw bytes with one of several signatures", () => {
    const body = JSON.stringify({
      id: "evt_1",
      type: "payment.succeeded",
      created: 1,
      data: {
        payment_id: "pb_1",
        external_id: "TX1",
        state: "succeeded",
        amount: 100,
        currency: "USD",
        payer: { phone: "+243812345678" },
        failure_code: null,
      },
    });
    const now = new Date();
    const timestamp = String(Math.floor(now.getTime() / 1000));
    const headers = {
      "x-webhook-timestamp": timestamp,
      "x-webhook-signature": `v1=deadbeef v1=${signature("secret", timestamp, body)}`,
    };
    expect(verifyEvent(Buffer.from(body), headers, "secret", now).id).toBe("evt_1");
    expect(() => verifyEvent(Buffer.from(`${body} `), headers, "secret", now)).toThrow(WebhookVerificationError);
    expect(() => verifyEvent(Buffer.from(body), headers, "secret", new Date(now.getTime() + 301_000))).toThrow(
      WebhookVerificationError,
    );
  });

  it("refuses an event whose type contradicts its state", () => {
    const body = JSON.stringify({
      id: "evt_2",
      type: "payment.succeeded",
      created: 1,
      data: {
        payment_id: "pb_1",
        external_id: "TX1",
        state: "failed",
        amount: 100,
        currency: "USD",
        payer: { phone: "+1" },
        failure_code: null,
      },
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = { "x-webhook-timestamp": timestamp, "x-webhook-signature": `v1=${signature("secret", timestamp, body)}` };
    expect(() => verifyEvent(Buffer.from(body), headers, "secret", new Date())).toThrow(MalformedWebhookPayloadError);
  });
});
