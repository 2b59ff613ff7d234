import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

/** One delivery an endpoint took (a 2xx), its signature checked with that endpoint's secret. */
export interface EventDelivery {
  endpoint: string;
  webhookId: string;
  type: string;
  reference: string;
  verified: boolean;
}

/**
 * The merchants' webhook endpoints, one HTTP server with a path per endpoint (`/<name>`): verifies each delivery with
 * the official Standard Webhooks library and the secret the endpoint was created with, records it, and can be taken
 * down (503) with the merchant endpoint in the outage fault.
 */
export async function startEventEndpoints() {
  const secrets = new Map<string, string>();
  const received: EventDelivery[] = [];
  let down = false;
  let refusedWhileDown = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      if (down) {
        refusedWhileDown += 1;
        response.writeHead(503).end();
        return;
      }
      const endpoint = (request.url ?? "/").slice(1);
      const body = Buffer.concat(chunks).toString("utf8");
      const secret = secrets.get(endpoint);
      let verified = false;
      try {
        if (secret) new Webhook(secret).verify(body, request.headers as Record<string, string>);
        verified = secret !== undefined;
      } catch {
        verified = false;
      }
      const json = JSON.parse(body) as { type: string; data: { reference?: string; id?: string } };
      received.push({
        endpoint,
        webhookId: String(request.headers["webhook-id"]),
        type: json.type,
        reference: String(json.data.reference ?? json.data.id),
        verified,
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urlOf: (endpoint: string) => `${base}/${endpoint}`,
    /** Remembers the secret an endpoint's deliveries are signed with. */
    register: (endpoint: string, secret: string) => secrets.set(endpoint, secret),
    received,
    setDown: (value: boolean) => {
      down = value;
    },
    refusedWhileDown: () => refusedWhileDown,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type EventEndpoints = Awaited<ReturnType<typeof startEventEndpoints>>;
