import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type Behaviour, behaviourFor, finalOutcome, isFinal, type SimulatedPayment } from "./behaviour";
import { deliverWebhook, type Handler, sendError, sendJson, type Webhook } from "./http";
import { createMoneyOut, type MoneyOut, type MoneyOutDialect, type MoneyOutStore, memoryMoneyOutStore } from "./money-out";
import type { PaymentStore } from "./store";

export interface CollectionAsked {
  reference: string;
  amountMinor: bigint;
  currency: string;
  phone: string;
  /** The mobile network as the protocol names it (`VODACOM`, `mpesa`, ...). */
  network: string;
  notifyUrl: string;
}

/** A portal setting: the URL every callback goes to (pawaPay, Airtel); null until set, and then none is sent. */
export interface Dashboard {
  callbackUrl: string | null;
}

/** What a protocol's own routes may reach of the provider they belong to. */
export interface DialectContext {
  collections: PaymentStore;
  moneyOut: Pick<MoneyOut, "store" | "floatBalance" | "resend">;
  /** Sends a collection's final webhook again; false when there is no such collection or it is not final. */
  resendCollection(reference: string): Promise<boolean>;
  now(): number;
}

/** A route only one protocol has (a token, a session, a public key, a name lookup, a balance), served by its dialect. */
export interface OwnRoute {
  /** Served without the dialect's `authenticate`: the route checks what it needs itself (a token request's secret). */
  open?: boolean;
  serve(context: DialectContext, request: IncomingMessage, rawBody: Buffer, response: ServerResponse): Promise<void> | void;
}

/** The protocol-specific half of a simulated provider: parsing, authentication, answers and webhooks. */
export interface Dialect {
  referencePrefix: string;
  /** A collection's initiation or status query; `rawBody` for protocols that name the operation in the body (SOAP). */
  route(method: string, path: string, rawBody: Buffer): { kind: "initiate" } | { kind: "query"; reference: string } | null;
  ownRoute?(method: string, url: URL, rawBody: Buffer): OwnRoute | null;
  /** The protocol's documented test numbers; the README's table (simulator/behaviour.ts) when absent. */
  behaviourFor?(phone: string): Behaviour;
  /** Writes a status view (`statusView`, `moneyOut.statusView`); JSON with 200 when absent. */
  answer?(response: ServerResponse, view: unknown): void;
  authenticate(request: IncomingMessage, rawBody: Buffer): boolean | Promise<boolean>;
  /** The refusal of a request `authenticate` refused; `request` tells which check failed where a protocol has two. */
  unauthorized(response: ServerResponse, request: IncomingMessage): void;
  parseInitiate(rawBody: Buffer): CollectionAsked | null;
  accepted(response: ServerResponse, payment: SimulatedPayment, duplicate: boolean): void;
  rejected(response: ServerResponse, payment: CollectionAsked): void;
  notFound(response: ServerResponse): void;
  statusView(payment: SimulatedPayment, now: number): unknown;
  /** The webhook body and headers for a payment's final state; `forge` breaks its signature or MAC. */
  webhook(payment: SimulatedPayment, eventId: string, forge: boolean): Webhook | Promise<Webhook>;
  /** What the provider's portal holds for the merchant, where callbacks go by that setting rather than by request. */
  dashboard?: Dashboard;
  /** Payouts, refunds and statements. */
  moneyOut: MoneyOutDialect;
}

export interface EngineOptions {
  delayMs: number;
  /** The behaviour a customer number asks for when no override is set; the README's table by default. */
  behaviourFor?: (phone: string) => Behaviour;
  hangMs: number;
  webhookAttempts: number;
  webhookRetryMs: number;
  /** Each currency's float at the start, a decimal string (`moneyOut.setFloat` changes it); null: never runs dry. */
  float?: string | null;
}

/** Large enough that no test runs it dry unless it means to. */
const DEFAULT_FLOAT = "1000000000.00";

export interface WebhookRecord {
  reference: string;
  forged: boolean;
  statuses: Array<number | null>;
}

/** One simulated provider: keeps payments in its store and plays the behaviour each number asks for. */
export function createEngine<Store extends PaymentStore>(
  dialect: Dialect,
  options: EngineOptions,
  store: Store,
  moneyOutStore: MoneyOutStore = memoryMoneyOutStore(),
) {
  const defaultBehaviour = options.behaviourFor ?? dialect.behaviourFor ?? behaviourFor;
  const answer = dialect.answer ?? ((response: ServerResponse, view: unknown) => sendJson(response, 200, view));
  /** Per-number behaviour for this provider alone, so a test can make one provider refuse and another accept. */
  const overrides = new Map<string, Behaviour>();
  /** References whose initiation timed out unrecorded: their status query fails too, so nothing settles them. */
  const unsettled = new Set<string>();
  const webhooks: WebhookRecord[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number, task: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      task().catch(() => undefined);
    }, ms);
    timers.add(timer);
  };

  const deliver = async (
    reference: string,
    notifyUrl: string,
    build: (eventId: string, forge: boolean) => Webhook | Promise<Webhook>,
    eventId: string,
    forge: boolean,
  ) => {
    // A portal's setting is read when the callback goes, as the network reads it: a change reaches movements under way.
    const target = dialect.dashboard ? dialect.dashboard.callbackUrl : notifyUrl;
    if (!target) return;
    const record: WebhookRecord = { reference, forged: forge, statuses: [] };
    webhooks.push(record);
    const { body, headers } = await build(eventId, forge);
    await deliverWebhook(target, body, headers, {
      attempts: forge ? 1 : options.webhookAttempts,
      intervalMs: options.webhookRetryMs,
      onAttempt: (status) => record.statuses.push(status),
    });
  };
  const sendWebhook = (payment: SimulatedPayment, eventId: string, forge: boolean) =>
    deliver(payment.reference, payment.notifyUrl, (id, forged) => dialect.webhook(payment, id, forged), eventId, forge);

  const moneyOut = createMoneyOut(
    dialect.moneyOut,
    {
      delayMs: options.delayMs,
      hangMs: options.hangMs,
      behaviourFor: defaultBehaviour,
      overrides,
      float: options.float === undefined ? DEFAULT_FLOAT : options.float,
      now: Date.now,
      deliver,
      later,
      answer,
    },
    store,
    moneyOutStore,
  );

  const scheduleResult = (payment: SimulatedPayment) => {
    if (!finalOutcome(payment) || payment.behaviour === "webhook_lost") return;
    later(options.delayMs, async () => {
      const eventId = `evt_${payment.providerReference}`;
      if (payment.behaviour === "bad_signature_first") await sendWebhook(payment, `${eventId}_forged`, true);
      await sendWebhook(payment, eventId, false);
      if (payment.behaviour === "webhook_twice") await sendWebhook(payment, eventId, false);
    });
  };

  const context: DialectContext = {
    collections: store,
    moneyOut,
    resendCollection: async (reference) => {
      const payment = await store.get(reference);
      if (!payment || !isFinal(payment)) return false;
      await sendWebhook(payment, `evt_${payment.providerReference}_${randomBytes(3).toString("hex")}`, false);
      return true;
    },
    now: Date.now,
  };

  const handler: Handler = async (request, rawBody, response) => {
    const url = new URL(request.url ?? "/", "http://simulator");
    const method = request.method ?? "GET";
    const ownRoute = dialect.ownRoute?.(method, url, rawBody) ?? null;
    const moneyOutRoute = ownRoute ? null : moneyOut.route(method, url, rawBody);
    const route = ownRoute || moneyOutRoute ? null : dialect.route(method, url.pathname, rawBody);
    if (!route && !moneyOutRoute && !ownRoute) return sendError(response, 404, "not_found", "No such endpoint.");
    if (!ownRoute?.open && !(await dialect.authenticate(request, rawBody))) return dialect.unauthorized(response, request);
    if (ownRoute) return ownRoute.serve(context, request, rawBody, response);
    if (moneyOutRoute) return moneyOut.serve(moneyOutRoute, rawBody, response);
    if (!route) return;

    if (route.kind === "query") {
      if (unsettled.has(route.reference)) return sendError(response, 503, "unavailable", "Try again later.");
      const payment = await store.get(route.reference);
      if (!payment) return dialect.notFound(response);
      return answer(response, dialect.statusView(payment, Date.now()));
    }

    const asked = dialect.parseInitiate(rawBody);
    if (!asked) return sendError(response, 400, "invalid_request", "The request does not follow the protocol.");
    const existing = await store.get(asked.reference);
    if (existing) return dialect.accepted(response, existing, true);
    const behaviour = overrides.get(asked.phone) ?? defaultBehaviour(asked.phone);
    if (behaviour === "reject") return dialect.rejected(response, asked);
    if (behaviour === "error_not_accepted") return sendError(response, 500, "internal_error", "Internal error.");
    if (behaviour === "late_arrival") await new Promise((resolve) => setTimeout(resolve, options.hangMs));
    if (behaviour === "timeout_unsettled") {
      unsettled.add(asked.reference);
      await new Promise((resolve) => setTimeout(resolve, options.hangMs));
      return sendError(response, 504, "gateway_timeout", "Gateway timeout.");
    }
    const { payment, created } = await store.add({
      ...asked,
      providerReference: `${dialect.referencePrefix}${randomBytes(6).toString("hex")}`,
      behaviour,
      dueAt: Date.now() + options.delayMs,
    });
    if (!created) return dialect.accepted(response, payment, true);
    scheduleResult(payment);
    if (behaviour === "error_but_accepted") return sendError(response, 502, "bad_gateway", "Bad gateway.");
    return dialect.accepted(response, payment, false);
  };

  return {
    handler,
    store,
    /** The provider portal's settings, for protocols that have some (`dashboard.callbackUrl`). */
    dashboard: dialect.dashboard,
    /** Payouts and refunds, and the float they draw on (`moneyOut.setFloat(currency, amount)`). */
    moneyOut,
    overrides,
    webhooks,
    isFinal,
    /** Sends a payment's final webhook again, as a provider retrying would (a new `eventId`: another event). */
    resend: async (reference: string, eventId?: string) => {
      const payment = await store.get(reference);
      if (!payment) throw new Error(`no payment ${reference}`);
      await sendWebhook(payment, eventId ?? `evt_${payment.providerReference}`, false);
    },
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Engine<Store extends PaymentStore = PaymentStore> = ReturnType<typeof createEngine<Store>>;
