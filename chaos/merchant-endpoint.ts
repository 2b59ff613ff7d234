import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface Notification {
  reference: string;
  status: string;
  webhookId: string;
  signed: boolean;
}

/**
 * The merchants' notification endpoint: verifies every delivery against any of their signing secrets,
 * records it (a transaction's, payout's, refund's or checkout's status), and can be taken down (503).
 */
export async function startMerchantEndpoint(secrets: () => string[]) {
  const received: Notification[] = [];
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
      const body = Buffer.concat(chunks).toString("utf8");
      const id = String(request.headers["webhook-id"]);
      const signatures = String(request.headers["webhook-signature"]).split(" ");
      const signed = secrets().some((secret) => {
        const key = Buffer.from(secret.slice("whsec_".length), "base64");
        const expected = createHmac("sha256", key)
          .update(`${id}.${request.headers["webhook-timestamp"]}.${body}`)
          .digest("base64");
        return signatures.includes(`v1,${expected}`);
      });
      const json = JSON.parse(body) as {
        reference?: string;
        id?: string;
        transaction_status?: string;
        payout_status?: string;
        refund_status?: string;
        checkout_status?: string;
      };
      received.push({
        // A checkout's notification names it by `id`.
        reference: (json.reference ?? json.id)!,
        status: (json.transaction_status ?? json.payout_status ?? json.refund_status ?? json.checkout_status)!,
        webhookId: id,
        signed,
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/notifications`,
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

export type MerchantEndpoint = Awaited<ReturnType<typeof startMerchantEndpoint>>;
