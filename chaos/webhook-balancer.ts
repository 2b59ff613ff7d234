import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The load balancer in front of the API processes for provider webhooks: each request goes to the next
 * API, and to the one after when a process is down (connection refused), as a real balancer does.
 */
export async function startWebhookBalancer(backends: string[]) {
  let next = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", async () => {
      const body = Buffer.concat(chunks);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name, value]) => typeof value === "string" && !["host", "connection", "content-length"].includes(name),
        ),
      ) as Record<string, string>;
      for (let tried = 0; tried < backends.length; tried++) {
        const backend = backends[next++ % backends.length]!;
        try {
          const answer = await fetch(`${backend}${request.url}`, { method: request.method, headers, body });
          response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
          response.end(Buffer.from(await answer.arrayBuffer()));
          return;
        } catch {
          // that process is down: try the next one
        }
      }
      response.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
