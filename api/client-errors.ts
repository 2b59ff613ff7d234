import { type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

function answer(socket: Duplex, status: number, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ error: { code: "request_error", message } });
  const head = Object.entries({
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
}

/**
 * Requests Node's HTTP server handles before Koa sees them get the envelope too: those its parser
 * refuses (a method it does not know, TRACE with a body, malformed headers), instead of a bare
 * `400 Bad Request`, and CONNECT, instead of a closed socket.
 */
export function answerBeforeKoaInEnvelope(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    answer(socket, STATUS_BY_CODE[error.code ?? ""] ?? 400, "Malformed HTTP request.");
  });
  server.on("connect", (_request, socket: Duplex) => {
    answer(socket, 405, "CONNECT is not served here.", { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS" });
  });
}
