import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { assertNotificationMatchesContract } from "./contract";

export interface ReceivedCallback {
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
}

/**
 * A merchant's callback endpoint on loopback: records every delivery, answers what the test says. Every
 * delivery is checked against openapi.json's merchant-notification webhook; close() fails on a mismatch.
 */
export async function startMerchantReceiver() {
  const received: ReceivedCallback[] = [];
  const contractViolations: string[] = [];
  const plannedStatuses: number[] = [];
  const plansByMerchantReference = new Map<string, number[]>();
  let defaultStatus = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      received.push({ headers: request.headers, body, json });
      try {
        assertNotificationMatchesContract(request.headers, json);
      } catch (error) {
        contractViolations.push((error as Error).message);
      }
      const planned = plansByMerchantReference.get(
        (json as { merchant_reference?: string } | undefined)?.merchant_reference ?? "",
      );
      const status = planned?.shift() ?? plannedStatuses.shift() ?? defaultStatus;
      if (status >= 300 && status < 400) response.setHeader("Location", "http://127.0.0.1:1/elsewhere");
      response.writeHead(status, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callbacks`;
  return {
    url,
    received,
    /** Answer these statuses to the next deliveries, in order, then the default. */
    plan: (...statuses: number[]) => plannedStatuses.push(...statuses),
    /** Answer these statuses to the next deliveries of this merchant_reference's callback only. */
    planFor: (merchantReference: string, ...statuses: number[]) => plansByMerchantReference.set(merchantReference, statuses),
    answerByDefault: (status: number) => {
      defaultStatus = status;
    },
    forReference: (reference: string) => received.filter((callback) => callback.json?.reference === reference),
    /** A checkout's notifications (they name the checkout by `id`). */
    forCheckout: (id: string) => received.filter((callback) => callback.json?.type === "checkout" && callback.json?.id === id),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close(() => (contractViolations.length > 0 ? reject(new Error(contractViolations.join("\n"))) : resolve()));
      }),
  };
}

export type MerchantReceiver = Awaited<ReturnType<typeof startMerchantReceiver>>;
