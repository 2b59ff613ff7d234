/**
 * Failures of a backing service that say nothing about the request: a refused, reset or terminated
 * connection, a pool with no connection to give, a server shutting down. Clients are told to retry.
 */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/** PostgreSQL SQLSTATEs: admin/crash shutdown, cannot connect now, and the whole connection-exception class. */
function isTransientSqlState(code: string): boolean {
  return code === "57P01" || code === "57P02" || code === "57P03" || code.startsWith("08");
}

/** node-postgres reports a connection lost under a query by message only (knex prefixes it with the SQL). */
const LOST_CONNECTION_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
];

/** gRPC status codes a Temporal client sees when the server cannot be reached or answer in time. */
const GRPC_UNAVAILABLE = 14;
const GRPC_DEADLINE_EXCEEDED = 4;

interface ErrorLike {
  name?: string;
  code?: string | number;
  message?: string;
  cause?: unknown;
  errors?: unknown[];
}

function isTransientOne(error: ErrorLike): boolean {
  if (error.name === "KnexTimeoutError") return true;
  if (typeof error.code === "string" && (NETWORK_CODES.has(error.code) || isTransientSqlState(error.code))) return true;
  if (typeof error.code === "number" && (error.code === GRPC_UNAVAILABLE || error.code === GRPC_DEADLINE_EXCEEDED)) return true;
  return LOST_CONNECTION_MESSAGES.some((message) => error.message?.includes(message));
}

export function isTransientDependencyFailure(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const candidate = error as ErrorLike;
  if (isTransientOne(candidate)) return true;
  return [candidate.cause, ...(candidate.errors ?? [])].some((inner) => isTransientDependencyFailure(inner, depth + 1));
}
