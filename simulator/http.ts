import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { withClientSpan } from "../lib/tracing";

/** A callback as a simulated provider sends it. */
export interface Webhook {
  body: string;
  headers: Record<string, string>;
}

export type Handler = (request: IncomingMessage, rawBody: Buffer, response: ServerResponse) => Promise<void> | void;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** An error in the service's envelope, `{"error": {"code", "message"}}`, which protocol B's errors also follow. */
export function sendError(response: ServerResponse, status: number, code: string, message: string): void {
  sendJson(response, status, { error: { code, message } });
}

export async function listen(handler: Handler, host: string, port: number): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      Promise.resolve(handler(request, Buffer.concat(chunks), response)).catch(() => {
        if (!response.headersSent) sendError(response, 500, "internal_error", "Simulator fault.");
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { server, url: `http://${host}:${(server.address() as AddressInfo).port}` };
}

/** Posts a webhook, retrying on a non-2xx answer like a provider does (compressed in time). */
export async function deliverWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { attempts: number; intervalMs: number; onAttempt: (status: number | null) => void },
): Promise<void> {
  for (let attempt = 1; attempt <= options.attempts; attempt++) {
    let status: number | null = null;
    try {
      // Like a provider that propagates W3C trace context: the webhook continues the payment's trace.
      const sent = { "content-type": "application/json", ...headers };
      const response = await withClientSpan("provider webhook", { "url.full": url }, sent, () =>
        fetch(url, { method: "POST", headers: sent, body }),
      );
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = null;
    }
    options.onAttempt(status);
    if (status !== null && status >= 200 && status < 300) return;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs * attempt).unref());
  }
}
