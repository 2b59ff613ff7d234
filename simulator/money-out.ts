import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { fromMinorUnits, toMinorUnits } from "../lib/money";
import { type Behaviour, finalOutcome, isFinal, type SimulatedPayment, settledOutcome } from "./behaviour";
import { sendError, sendJson, type Webhook } from "./http";
import type { PaymentStore } from "./store";

/** A payout or a refund the simulated provider accepted. */
export interface MoneyOutRecord {
  operation: "disbursement" | "refund";
  /** The service's payout or refund reference. */
  reference: string;
  /** Refunds: the refunded collection (the service's reference and the provider's). */
  collection: { reference: string; providerReference: string } | null;
  providerReference: string;
  amountMinor: bigint;
  currency: string;
  phone: string;
  network: string;
  notifyUrl: string;
  behaviour: Behaviour;
  dueAt: number;
}

/** Where a simulated provider keeps its payouts and refunds: memory for the simulator, PostgreSQL for the sandbox. */
export interface MoneyOutStore {
  get(operation: MoneyOutRecord["operation"], reference: string): Promise<MoneyOutRecord | undefined>;
  /** Stores the record unless one of its operation and reference exists; answers the stored one. */
  add(record: MoneyOutRecord): Promise<{ record: MoneyOutRecord; created: boolean }>;
  refundsOf(collectionReference: string): Promise<MoneyOutRecord[]>;
  /** Records due (final, unless never answered) in [from, to). */
  dueBetween(from: number, to: number): Promise<MoneyOutRecord[]>;
}

export function memoryMoneyOutStore(): MoneyOutStore {
  const records = new Map<string, MoneyOutRecord>();
  const key = (operation: string, reference: string) => `${operation}:${reference}`;
  return {
    get: async (operation, reference) => records.get(key(operation, reference)),
    add: async (record) => {
      const existing = records.get(key(record.operation, record.reference));
      if (existing) return { record: existing, created: false };
      records.set(key(record.operation, record.reference), record);
      return { record, created: true };
    },
    refundsOf: async (collectionReference) =>
      [...records.values()].filter((record) => record.collection?.reference === collectionReference),
    dueBetween: async (from, to) => [...records.values()].filter((record) => record.dueAt >= from && record.dueAt < to),
  };
}

/** The latest instant a Date can hold: "every record" for the float's count. */
const END_OF_TIME = 8.64e15;

export interface DisbursementAsked {
  reference: string;
  amountMinor: bigint;
  currency: string;
  phone: string;
  network: string;
  notifyUrl: string;
}

export interface RefundAsked {
  reference: string;
  /** Protocol A names the collection by the service's reference, protocol B by the provider's. */
  collection: { reference: string } | { providerReference: string };
  amountMinor: bigint;
  notifyUrl: string;
}

export type MoneyOutRoute =
  | { kind: "disburse" }
  | { kind: "query_disbursement"; reference: string }
  | { kind: "refund"; collectionReference: string | null }
  | { kind: "query_refund"; reference: string }
  | { kind: "statement"; date: string | null };

export type MoneyOutRejection =
  | "insufficient_float"
  | "recipient_rejected"
  | "collection_not_successful"
  | "amount_exceeds_remaining"
  | "collection_not_found";

/** The protocol-specific half of money out (providers.md A.4 to A.6, B.4 to B.6, Statements). */
export interface MoneyOutDialect {
  /** What starts the provider's own ids of payouts and refunds. */
  prefixes: Record<MoneyOutRecord["operation"], string>;
  /** `rawBody` for protocols that name the operation in the body (SOAP). */
  route(method: string, url: URL, rawBody: Buffer): MoneyOutRoute | null;
  parseDisbursement(rawBody: Buffer): DisbursementAsked | null;
  parseRefund(rawBody: Buffer, collectionReference: string | null): RefundAsked | null;
  accepted(response: ServerResponse, record: MoneyOutRecord, duplicate: boolean): void;
  rejected(response: ServerResponse, operation: MoneyOutRecord["operation"], why: MoneyOutRejection): void;
  notFound(response: ServerResponse, operation: MoneyOutRecord["operation"]): void;
  statusView(record: MoneyOutRecord, now: number): unknown;
  webhook(record: MoneyOutRecord, eventId: string, forge: boolean): Webhook | Promise<Webhook>;
  /** A day's statement body from what was final that day (`settled` outcomes); for protocols that have statements. */
  statement?(date: string, collections: SimulatedPayment[], moneyOut: MoneyOutRecord[]): unknown;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The provider's float: what it can pay out per currency. A payout or refund is accepted only when its
 * amount fits in what is left once the ones in flight are counted; the float is debited only by a success.
 */
export function createFloat(initial: string) {
  const funded = new Map<string, bigint>();
  const debited = new Set<string>();
  const balance = (currency: string) => funded.get(currency) ?? toMinorUnits(initial);
  /** Debits every success not yet debited; answers what the records in flight still hold. */
  const settle = (records: Iterable<MoneyOutRecord>, now: number) => {
    const inFlight = new Map<string, bigint>();
    for (const record of records) {
      const key = `${record.operation}:${record.reference}`;
      if (debited.has(key)) continue;
      const final = isFinal(record, now) ? settledOutcome(record) : null;
      if (final === "success") {
        funded.set(record.currency, balance(record.currency) - record.amountMinor);
        debited.add(key);
      } else if (final === null) {
        inFlight.set(record.currency, (inFlight.get(record.currency) ?? 0n) + record.amountMinor);
      }
    }
    return inFlight;
  };
  return {
    balance,
    settle,
    set: (currency: string, amount: string) => funded.set(currency, toMinorUnits(amount)),
  };
}

export interface MoneyOutOptions {
  delayMs: number;
  hangMs: number;
  behaviourFor: (phone: string) => Behaviour;
  overrides: Map<string, Behaviour>;
  /** Each currency's float when first used, a decimal string; null for a provider whose float never runs dry (the sandbox). */
  float: string | null;
  now: () => number;
  deliver: (
    reference: string,
    notifyUrl: string,
    build: (eventId: string, forge: boolean) => Webhook | Promise<Webhook>,
    eventId: string,
    forge: boolean,
  ) => Promise<void>;
  later: (ms: number, task: () => Promise<void>) => void;
  /** Writes a status view: the dialect's `answer`. */
  answer: (response: ServerResponse, view: unknown) => void;
}

/** A simulated provider's money out, beside its collections (kept in `collections`). */
export function createMoneyOut(
  dialect: MoneyOutDialect,
  options: MoneyOutOptions,
  collections: PaymentStore,
  store: MoneyOutStore,
) {
  const unsettled = new Set<string>();
  const float = createFloat(options.float ?? "0");
  const closedStatements = new Map<string, unknown>();
  const settleFloat = async () => float.settle(await store.dueBetween(0, END_OF_TIME), options.now());

  const fitsFloat = async (currency: string, amountMinor: bigint) => {
    if (options.float === null) return true;
    const inFlight = (await settleFloat()).get(currency) ?? 0n;
    return amountMinor <= float.balance(currency) - inFlight;
  };

  const webhookOf = (record: MoneyOutRecord) => (eventId: string, forge: boolean) => dialect.webhook(record, eventId, forge);

  const scheduleResult = (record: MoneyOutRecord) => {
    if (!finalOutcome(record) || record.behaviour === "webhook_lost") return;
    const build = webhookOf(record);
    options.later(Math.max(0, record.dueAt - options.now()), async () => {
      const eventId = `evt_${record.providerReference}`;
      if (record.behaviour === "bad_signature_first")
        await options.deliver(record.reference, record.notifyUrl, build, `${eventId}_forged`, true);
      await options.deliver(record.reference, record.notifyUrl, build, eventId, false);
      if (record.behaviour === "webhook_twice") await options.deliver(record.reference, record.notifyUrl, build, eventId, false);
    });
  };

  /** Plays the behaviour asked for, as the engine does for collections; answers nothing when it already answered. */
  const accept = async (response: ServerResponse, record: MoneyOutRecord) => {
    if (record.behaviour === "reject") return dialect.rejected(response, record.operation, "recipient_rejected");
    if (record.behaviour === "error_not_accepted") return sendError(response, 500, "internal_error", "Internal error.");
    if (record.behaviour === "timeout_unsettled") {
      unsettled.add(record.reference);
      await new Promise((resolve) => setTimeout(resolve, options.hangMs));
      return sendError(response, 504, "gateway_timeout", "Gateway timeout.");
    }
    if (!(await fitsFloat(record.currency, record.amountMinor)))
      return dialect.rejected(response, record.operation, "insufficient_float");
    const stored = await store.add(record);
    if (!stored.created) return dialect.accepted(response, stored.record, true);
    scheduleResult(record);
    if (record.behaviour === "error_but_accepted") return sendError(response, 502, "bad_gateway", "Bad gateway.");
    return dialect.accepted(response, record, false);
  };

  const newRecord = (fields: Omit<MoneyOutRecord, "providerReference" | "behaviour" | "dueAt">) => ({
    ...fields,
    providerReference: `${dialect.prefixes[fields.operation]}${randomBytes(6).toString("hex")}`,
    behaviour: options.overrides.get(fields.phone) ?? options.behaviourFor(fields.phone),
    dueAt: options.now() + options.delayMs,
  });

  const disburse = async (response: ServerResponse, rawBody: Buffer) => {
    const asked = dialect.parseDisbursement(rawBody);
    if (!asked) return sendError(response, 400, "invalid_request", "The request does not follow the protocol.");
    const existing = await store.get("disbursement", asked.reference);
    if (existing) return dialect.accepted(response, existing, true);
    return accept(response, newRecord({ operation: "disbursement", collection: null, ...asked }));
  };

  const refund = async (response: ServerResponse, rawBody: Buffer, collectionReference: string | null) => {
    const asked = dialect.parseRefund(rawBody, collectionReference);
    if (!asked) return sendError(response, 400, "invalid_request", "The request does not follow the protocol.");
    const existing = await store.get("refund", asked.reference);
    if (existing) return dialect.accepted(response, existing, true);
    const collection =
      "reference" in asked.collection
        ? await collections.get(asked.collection.reference)
        : await collections.getByProviderReference(asked.collection.providerReference);
    if (!collection) return dialect.rejected(response, "refund", "collection_not_found");
    if (!isFinal(collection, options.now()) || settledOutcome(collection) !== "success")
      return dialect.rejected(response, "refund", "collection_not_successful");
    const refunded = (await store.refundsOf(collection.reference))
      .filter((r) => !(isFinal(r, options.now()) && settledOutcome(r) === "failed"))
      .reduce((sum, r) => sum + r.amountMinor, 0n);
    if (asked.amountMinor > collection.amountMinor - refunded)
      return dialect.rejected(response, "refund", "amount_exceeds_remaining");
    return accept(
      response,
      newRecord({
        operation: "refund",
        reference: asked.reference,
        collection: { reference: collection.reference, providerReference: collection.providerReference },
        amountMinor: asked.amountMinor,
        currency: collection.currency,
        phone: collection.phone,
        network: collection.network,
        notifyUrl: asked.notifyUrl,
      }),
    );
  };

  const query = async (response: ServerResponse, operation: MoneyOutRecord["operation"], reference: string) => {
    if (unsettled.has(reference)) return sendError(response, 503, "unavailable", "Try again later.");
    const record = await store.get(operation, reference);
    if (!record) return dialect.notFound(response, operation);
    return options.answer(response, dialect.statusView(record, options.now()));
  };

  /** A closed day (before today, UTC) is computed once and kept: it never changes. */
  const statement = async (response: ServerResponse, date: string | null) => {
    const start = date && DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
    if (!date || Number.isNaN(start)) return sendError(response, 400, "invalid_request", "date must be YYYY-MM-DD.");
    const kept = closedStatements.get(date);
    if (kept) return sendJson(response, 200, kept);
    const now = options.now();
    const end = Math.min(start + DAY_MS, now + 1);
    const settledThatDay = <Item extends Pick<SimulatedPayment, "behaviour" | "dueAt">>(item: Item) =>
      item.dueAt >= start && item.dueAt < end && settledOutcome(item) !== null;
    if (!dialect.statement) return sendError(response, 404, "not_found", "No statements here.");
    const body = dialect.statement(
      date,
      (await collections.dueBetween(start, end)).filter(settledThatDay),
      (await store.dueBetween(start, end)).filter(settledThatDay),
    );
    if (start + DAY_MS <= now) closedStatements.set(date, body);
    return sendJson(response, 200, body);
  };

  return {
    /** Sets what the float holds in a currency (decimal string): a test runs it dry or refills it. */
    setFloat: float.set,
    /** What the float holds in a currency once every success so far is debited, a decimal string. */
    floatBalance: async (currency: string) => {
      await settleFloat();
      return fromMinorUnits(float.balance(currency));
    },
    store,
    route: (method: string, url: URL, rawBody: Buffer) => dialect.route(method, url, rawBody),
    /** Sends a payout's or refund's final webhook again; false when there is no such record or it is not final. */
    resend: async (operation: MoneyOutRecord["operation"], reference: string) => {
      const record = await store.get(operation, reference);
      if (!record || !isFinal(record, options.now())) return false;
      const eventId = `evt_${record.providerReference}_${randomBytes(3).toString("hex")}`;
      await options.deliver(record.reference, record.notifyUrl, webhookOf(record), eventId, false);
      return true;
    },
    /** Serves an authenticated money-out request. */
    serve: async (route: MoneyOutRoute, rawBody: Buffer, response: ServerResponse) => {
      switch (route.kind) {
        case "disburse":
          return disburse(response, rawBody);
        case "refund":
          return refund(response, rawBody, route.collectionReference);
        case "query_disbursement":
          return query(response, "disbursement", route.reference);
        case "query_refund":
          return query(response, "refund", route.reference);
        case "statement":
          return statement(response, route.date);
      }
    },
  };
}

export type MoneyOut = ReturnType<typeof createMoneyOut>;
