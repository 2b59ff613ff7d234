import { createHash, generateKeyPairSync, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createSigner, httpbis } from "http-message-signatures";

/**
 * An independent pawaPay v2, written from networks.md section 4 alone (none of the service's pawaPay code nor the
 * project's simulator): deposits, payouts and refunds by our ids, their status, the public key, and flat callbacks
 * signed RFC 9421 (label sig-pp, ecdsa-p256-sha256, DER signatures as pawaPay sends them) to the callback URL of its
 * "dashboard". Numbers by pawaPay's sandbox scheme: `…049` INSUFFICIENT_BALANCE, `…029` PAYER_NOT_FOUND, `…129` stays
 * PROCESSING with no callback, payouts `…089` RECIPIENT_NOT_FOUND; anything else COMPLETED. A number ending `…059`
 * is taken but answered 500 (the answer lost), so the client must ask the status query, never send a new id. A number
 * ending `…139` completes but its callback is lost on the way, until `resend-callback` asks for it again.
 */
export interface PawapayDouble {
  url: string;
  /** Every POST it received, by path, with its JSON body. */
  posts: Array<{ path: string; body: Record<string, unknown>; headers: IncomingMessage["headers"] }>;
  /** Where callbacks go (pawaPay's dashboard setting). */
  setCallbackUrl(url: string): void;
  /** The statuses of the callbacks sent. */
  callbacks: Array<{ id: string; status: number }>;
  /** The ids `resend-callback` was asked for. */
  resends: string[];
  close(): Promise<void>;
}

const KEY_ID = "pawapay-double-key";

export async function startPawapayDouble(options: { signCallbacks: boolean }): Promise<PawapayDouble> {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const signer = createSigner(privateKey, "ecdsa-p256-sha256", KEY_ID);
  const derSigner = {
    ...signer,
    sign: async (data: Buffer) => (await import("node:crypto")).sign("sha256", data, { key: privateKey, dsaEncoding: "der" }),
  };
  const movements = new Map<string, Record<string, unknown>>();
  const posts: PawapayDouble["posts"] = [];
  const callbacks: PawapayDouble["callbacks"] = [];
  const resends: string[] = [];
  const FINAL = new Set(["COMPLETED", "FAILED"]);
  let callbackUrl = "";

  const callBack = async (movement: Record<string, unknown>) => {
    const body = JSON.stringify(movement);
    let headers: Record<string, string> = {
      "content-type": "application/json",
      "content-digest": `sha-256=:${createHash("sha256").update(body).digest("base64")}:`,
      "signature-date": new Date().toISOString(),
    };
    if (options.signCallbacks) {
      const signed = await httpbis.signMessage(
        {
          key: derSigner,
          name: "sig-pp",
          fields: ["@method", "@authority", "@path", "signature-date", "content-digest", "content-type"],
          params: ["created", "expires", "keyid", "alg"],
        },
        { method: "POST", url: callbackUrl, headers },
      );
      headers = signed.headers as Record<string, string>;
    }
    const response = await fetch(callbackUrl, { method: "POST", headers, body }).catch(() => null);
    callbacks.push({ id: String(movement.depositId ?? movement.payoutId ?? movement.refundId), status: response?.status ?? 0 });
  };

  const outcomeOf = (number: string, kind: string): { status: string; failureCode?: string } | null => {
    if (number.endsWith("129")) return null;
    if (kind === "deposit" && number.endsWith("049")) return { status: "FAILED", failureCode: "INSUFFICIENT_BALANCE" };
    if (kind === "deposit" && number.endsWith("029")) return { status: "FAILED", failureCode: "PAYER_NOT_FOUND" };
    if (kind === "payout" && number.endsWith("089")) return { status: "FAILED", failureCode: "RECIPIENT_NOT_FOUND" };
    return { status: "COMPLETED" };
  };

  const initiate = (kind: "deposit" | "payout" | "refund", body: Record<string, unknown>, response: ServerResponse) => {
    const idField = `${kind}Id`;
    const id = String(body[idField]);
    const send = (status: number, json: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
    if (movements.has(id)) return send(200, { [idField]: id, status: "DUPLICATE_IGNORED", created: new Date().toISOString() });
    const party = (body.payer ?? body.recipient) as { accountDetails: { phoneNumber: string } } | undefined;
    const number = party?.accountDetails.phoneNumber ?? String(movements.get(String(body.depositId))?.payerNumber ?? "");
    const movement: Record<string, unknown> = {
      ...body,
      status: "ACCEPTED",
      created: new Date().toISOString(),
      country: "COD",
      payerNumber: number,
    };
    movements.set(id, movement);
    setTimeout(() => {
      const outcome = outcomeOf(number, kind);
      if (!outcome) return Object.assign(movement, { status: "PROCESSING" });
      Object.assign(movement, {
        status: outcome.status,
        providerTransactionId: `PP${randomUUID().slice(0, 8)}`,
        ...(outcome.failureCode
          ? { failureReason: { failureCode: outcome.failureCode, failureMessage: outcome.failureCode } }
          : {}),
      });
      const { payerNumber: _omit, ...flat } = movement;
      if (!number.endsWith("139")) void callBack(flat);
    }, 200);
    if (number.endsWith("059")) return send(500, { failureReason: { failureCode: "UNKNOWN_ERROR" } });
    send(200, { [idField]: id, status: "ACCEPTED", created: movement.created });
  };

  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const send = (status: number, json: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json));
      if (request.headers.authorization !== "Bearer pawapay-double-token-000")
        return send(401, { failureReason: { failureCode: "AUTHENTICATION_ERROR" } });
      const path = request.url ?? "";
      if (request.method === "GET" && path === "/v2/public-key/http") {
        return send(200, [{ id: KEY_ID, key: publicKey.export({ type: "spki", format: "pem" }).toString() }]);
      }
      const status = /^\/v2\/(deposits|payouts|refunds)\/([0-9a-f-]{36})$/.exec(path);
      if (request.method === "GET" && status) {
        const movement = movements.get(status[2]!);
        if (!movement) return send(200, { status: "NOT_FOUND" });
        const { payerNumber: _omit, ...flat } = movement;
        return send(200, { status: "FOUND", data: flat });
      }
      const resend = /^\/v2\/(deposits|payouts|refunds)\/resend-callback\/([0-9a-f-]{36})$/.exec(path);
      if (request.method === "POST" && resend) {
        const id = resend[2]!;
        resends.push(id);
        const movement = movements.get(id);
        if (!movement) return send(200, { status: "REJECTED", failureReason: { failureCode: "NOT_FOUND" } });
        if (!FINAL.has(String(movement.status)))
          return send(200, { status: "REJECTED", failureReason: { failureCode: "INVALID_STATE" } });
        const { payerNumber: _omit, ...flat } = movement;
        void callBack(flat);
        return send(200, { status: "ACCEPTED" });
      }
      const kind = { "/v2/deposits": "deposit", "/v2/payouts": "payout", "/v2/refunds": "refund" }[path] as
        | "deposit"
        | "payout"
        | "refund"
        | undefined;
      if (request.method === "POST" && kind) {
        const body = JSON.parse(raw);
        posts.push({ path, body, headers: request.headers });
        return initiate(kind, body, response);
      }
      send(404, { failureReason: { failureCode: "NOT_FOUND" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    callbacks,
    resends,
    setCallbackUrl: (url) => {
      callbackUrl = url;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
