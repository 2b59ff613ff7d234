import { type Server, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Requests Node's HTTP parser refuses before Koa sees them (a method it does not know, TRACE with a
 * body, malformed headers) get the envelope too, instead of Node's bare `400 Bad Request`.
 */
export function answerParserErrorsInEnvelope(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === "ECONNRESET") {
      socket.destroy();
      return;
    }
    const status = STATUS_BY_CODE[error.code ?? ""] ?? 400;
    const body = JSON.stringify({ error: { code: "request_error", message: "Malformed HTTP request." } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
