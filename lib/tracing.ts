import { context, propagation, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { Resource } from "@opentelemetry/resources";
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { OpenTelemetryPlugin } from "@temporalio/interceptors-opentelemetry";

/**
 * OpenTelemetry tracing, off unless started. Once started, the global tracer records spans, W3C trace
 * context is injected into outgoing and extracted from incoming HTTP headers, and the Temporal plugin
 * carries the context through clients, workflows and activities.
 */
let temporalPlugin: OpenTelemetryPlugin | undefined;

export interface Tracing {
  shutdown(): Promise<void>;
}

/** `exporter` replaces the OTLP exporter (configured by the standard OTEL_EXPORTER_OTLP_* variables), e.g. in tests. */
export function startTracing(options: { serviceName: string; exporter?: SpanExporter }): Tracing {
  const resource = new Resource({ "service.name": options.serviceName });
  const spanProcessor = options.exporter
    ? new SimpleSpanProcessor(options.exporter)
    : new BatchSpanProcessor(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  provider.register();
  temporalPlugin = new OpenTelemetryPlugin({ resource, spanProcessor });
  return {
    shutdown: async () => {
      temporalPlugin = undefined;
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/** The Temporal client and worker plugins: none while tracing is off. */
export function temporalTracingPlugins(): OpenTelemetryPlugin[] {
  return temporalPlugin ? [temporalPlugin] : [];
}

const tracer = () => trace.getTracer("payment-routing-service");

/** Runs `work` in a client span whose context is injected into `headers` (a no-op while tracing is off). */
export async function withClientSpan<T>(
  name: string,
  attributes: Record<string, string>,
  headers: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    propagation.inject(context.active(), headers);
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Runs `work` in a server span continuing the trace named by the incoming headers, if any. */
export function withServerSpan<T>(
  name: string,
  headers: Record<string, string | string[] | undefined>,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  return tracer().startActiveSpan(name, { kind: SpanKind.SERVER }, parent, async (span) => {
    try {
      return await work(span);
    } finally {
      span.end();
    }
  });
}
