import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type Behaviour, behaviourFor, finalOutcome, isFinal, type SimulatedPayment } from "./behaviour";
import { deliverWebhook, type Handler, sendJson } from "./http";

export interface CollectionAsked {
  reference: string;
  amountMinor: bigint;
  currency: string;
  phone: string;
  notifyUrl: string;
}

/** The protocol-specific half of a simulated provider: parsing, authentication, answers and webhooks. */
export interface Dialect {
  name: "sealed" | "signed";
  referencePrefix: string;
  route(method: string, path: string): { kind: "initiate" } | { kind: "query"; reference: string } | null;
  authenticate(request: IncomingMessage, rawBody: Buffer): boolean;
  unauthorized(response: ServerResponse): void;
  parseInitiate(rawBody: Buffer): CollectionAsked | null;
  accepted(response: ServerResponse, payment: SimulatedPayment, duplicate: boolean): void;
  rejected(response: ServerResponse, payment: CollectionAsked): void;
  notFound(response: ServerResponse): void;
  statusView(payment: SimulatedPayment, now: number): unknown;
  /** The webhook body and headers for a payment's final state; `forge` breaks its signature or MAC. */
  webhook(payment: SimulatedPayment, eventId: string, forge: boolean): { body: string; headers: Record<string, string> };
}

export interface EngineOptions {
  delayMs: number;
  hangMs: number;
  webhookAttempts: number;
  webhookRetryMs: number;
}

export interface WebhookRecord {
  reference: string;
  forged: boolean;
  statuses: Array<number | null>;
}

/** One simulated provider: keeps payments in memory and plays the behaviour each number asks for. */
export function createEngine(dialect: Dialect, options: EngineOptions) {
  const payments = new Map<string, SimulatedPayment>();
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

  const sendWebhook = async (payment: SimulatedPayment, eventId: string, forge: boolean) => {
    const record: WebhookRecord = { reference: payment.reference, forged: forge, statuses: [] };
    webhooks.push(record);
    const { body, headers } = dialect.webhook(payment, eventId, forge);
    await deliverWebhook(payment.notifyUrl, body, headers, {
      attempts: forge ? 1 : options.webhookAttempts,
      intervalMs: options.webhookRetryMs,
      onAttempt: (status) => record.statuses.push(status),
    });
  };

  const scheduleResult = (payment: SimulatedPayment) => {
    if (!finalOutcome(payment) || payment.behaviour === "webhook_lost") return;
    later(options.delayMs, async () => {
      const eventId = `evt_${payment.providerReference}`;
      if (payment.behaviour === "bad_signature_first") await sendWebhook(payment, `${eventId}_forged`, true);
      await sendWebhook(payment, eventId, false);
      if (payment.behaviour === "webhook_twice") await sendWebhook(payment, eventId, false);
    });
  };

  const handler: Handler = async (request, rawBody, response) => {
    const route = dialect.route(request.method ?? "GET", new URL(request.url ?? "/", "http://simulator").pathname);
    if (!route) return sendJson(response, 404, { error: "no such endpoint" });
    if (!dialect.authenticate(request, rawBody)) return dialect.unauthorized(response);

    if (route.kind === "query") {
      if (unsettled.has(route.reference)) return sendJson(response, 503, { error: "unavailable" });
      const payment = payments.get(route.reference);
      if (!payment) return dialect.notFound(response);
      return sendJson(response, 200, dialect.statusView(payment, Date.now()));
    }

    const asked = dialect.parseInitiate(rawBody);
    if (!asked) return sendJson(response, 400, { error: "invalid request" });
    const existing = payments.get(asked.reference);
    if (existing) return dialect.accepted(response, existing, true);
    const behaviour = overrides.get(asked.phone) ?? behaviourFor(asked.phone);
    if (behaviour === "reject") return dialect.rejected(response, asked);
    if (behaviour === "error_not_accepted") return sendJson(response, 500, { error: "internal error" });
    if (behaviour === "timeout_unsettled") {
      unsettled.add(asked.reference);
      await new Promise((resolve) => setTimeout(resolve, options.hangMs));
      return sendJson(response, 504, { error: "gateway timeout" });
    }
    const payment: SimulatedPayment = {
      ...asked,
      providerReference: `${dialect.referencePrefix}${randomBytes(6).toString("hex")}`,
      behaviour,
      dueAt: Date.now() + options.delayMs,
    };
    payments.set(payment.reference, payment);
    scheduleResult(payment);
    if (behaviour === "error_but_accepted") return sendJson(response, 502, { error: "bad gateway" });
    return dialect.accepted(response, payment, false);
  };

  return {
    handler,
    payments,
    overrides,
    webhooks,
    isFinal,
    /** Sends a payment's final webhook again, as a provider retrying would (a new `eventId`: another event). */
    resend: (reference: string, eventId?: string) => {
      const payment = payments.get(reference);
      if (!payment) throw new Error(`no payment ${reference}`);
      return sendWebhook(payment, eventId ?? `evt_${payment.providerReference}`, false);
    },
    stop: () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;
