import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { startTracing, type Tracing } from "../../lib/tracing";
import { eventually } from "../support/eventually";
import { usePaymentWorld } from "../support/payment-world";

const exporter = new InMemorySpanExporter();
let tracing: Tracing;
beforeAll(() => {
  tracing = startTracing({ serviceName: "payments-test", exporter });
});
afterAll(() => tracing.shutdown());
const world = usePaymentWorld({ bundleAtStart: true });

describe("tracing", () => {
  it("follows one payment in one trace: request, update-with-start, workflow, activities, provider call, webhook, notification", async () => {
    const created = await world.createPayment();
    expect(created.status).toBe(201);
    const spans = await eventually(async () => {
      const finished = exporter.getFinishedSpans();
      const done = finished.some((span) => span.name === "RunWorkflow:PaymentWorkflow");
      return done ? finished : undefined;
    }, 40_000);

    const request = spans.find((span) => span.name === "POST /api/payments/transaction/")!;
    expect(request).toBeDefined();
    const inTrace = spans.filter((span) => span.spanContext().traceId === request.spanContext().traceId);
    const names = new Set(inTrace.map((span) => span.name));
    for (const expected of [
      "UpdateWithStartWorkflow:initiate",
      "HandleUpdate:initiate",
      "RunWorkflow:PaymentWorkflow",
      "RunActivity:initiateWithProvider",
      "provider POST",
      "POST /sandbox-provider/*path",
      "provider webhook",
      "POST /api/callbacks/:code_name/",
      "SignalWorkflow:providerResult",
      "HandleSignal:providerResult",
      "RunActivity:settleMovement",
      "RunActivity:deliverMerchantNotification",
      "merchant notification",
    ]) {
      expect([expected, names.has(expected)]).toEqual([expected, true]);
    }
    const byId = new Map(inTrace.map((span) => [span.spanContext().spanId, span]));
    const ancestry = (span: ReadableSpan): string[] => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent ? [...ancestry(parent), parent.name] : [];
    };
    const webhook = inTrace.find((span) => span.name === "POST /api/callbacks/:code_name/")!;
    expect(ancestry(webhook)).toEqual(expect.arrayContaining(["POST /api/payments/transaction/", "provider POST"]));

    const notification = inTrace.find((span) => span.name === "merchant notification")!;
    expect(ancestry(notification)).toContain("RunActivity:deliverMerchantNotification");
    const [delivered] = await eventually(async () => {
      const received = world.receiver.forReference(created.body.reference);
      return received.length > 0 ? received : undefined;
    });
    const { traceId, spanId } = notification.spanContext();
    expect(delivered!.headers.traceparent).toBe(`00-${traceId}-${spanId}-01`);
  }, 90_000);
});
