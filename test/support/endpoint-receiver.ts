import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, any> };
}

/** A merchant's webhook endpoint on loopback: records every delivery, answers what the test says (200 by default). */
export async function startEndpointReceiver() {
  const received: ReceivedEvent[] = [];
  const planned: number[] = [];
  let defaultStatus = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      received.push({ headers: request.headers, body, json: JSON.parse(body) });
      const status = planned.shift() ?? defaultStatus;
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ received: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    /** Answer these statuses to the next deliveries, in order, then the default. */
    plan: (...statuses: number[]) => planned.push(...statuses),
    answerByDefault: (status: number) => {
      defaultStatus = status;
    },
    ofResource: (reference: string) => received.filter((event) => event.json.data?.reference === reference),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type EndpointReceiver = Awaited<ReturnType<typeof startEndpointReceiver>>;
