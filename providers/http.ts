import { Agent, request } from "undici";
import { withClientSpan } from "../lib/tracing";
import type { ProviderExchange } from "./types";

export interface ProviderHttpOptions {
  connectTimeoutMs: number;
  requestTimeoutMs: number;
}

export const DEFAULT_HTTP_OPTIONS: ProviderHttpOptions = { connectTimeoutMs: 3000, requestTimeoutMs: 10_000 };

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

/** One keep-alive connection pool per provider, with the spec's connect timeout. */
export function providerAgent(options: ProviderHttpOptions): Agent {
  return new Agent({ connect: { timeout: options.connectTimeoutMs }, keepAliveTimeout: 30_000, pipelining: 1 });
}

/** A non-JSON answer (Orange's SOAP) is read whole up to this; a larger one is cut, so a provider cannot fill memory. */
const MAX_TEXT_ANSWER = 64 * 1024;
/** What the audit trail keeps of a non-JSON answer: its start. */
const AUDITED_TEXT = 2000;

function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text.slice(0, MAX_TEXT_ANSWER);
  }
}

/**
 * Sends one request and describes the exchange for the audit trail. `auditRequest` is what may be
 * recorded of the request: the body, never the headers (they carry credentials and signatures).
 * Transport failures come back as `answer: null` with the error in the exchange.
 */
export async function exchangeWithProvider(
  agent: Agent,
  options: ProviderHttpOptions,
  call: { method: "GET" | "POST" | "PUT"; url: string; headers: Record<string, string>; body?: string; auditRequest: unknown },
): Promise<{ answer: ProviderAnswer | null; exchange: ProviderExchange }> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const headers = { ...call.headers };
    const response = await withClientSpan(`provider ${call.method}`, { "url.full": call.url }, headers, () =>
      request(call.url, {
        method: call.method,
        headers,
        body: call.body,
        dispatcher: agent,
        signal: AbortSignal.timeout(options.requestTimeoutMs),
      }),
    );
    const body = parseBody(await response.body.text());
    return {
      answer: { status: response.statusCode, body },
      exchange: {
        httpStatus: response.statusCode,
        request: call.auditRequest,
        response: typeof body === "string" ? body.slice(0, AUDITED_TEXT) : body,
        error: null,
        latencyMs: elapsed(),
      },
    };
  } catch (error) {
    const name = (error as Error).name;
    const message = name === "TimeoutError" || name === "AbortError" ? "timeout" : `${name}: ${(error as Error).message}`;
    return {
      answer: null,
      exchange: { httpStatus: null, request: call.auditRequest, response: null, error: message, latencyMs: elapsed() },
    };
  }
}
