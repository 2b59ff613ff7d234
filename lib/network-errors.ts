interface SystemErrorLike {
  name?: string;
  code?: string;
  message?: string;
  hostname?: string;
  address?: string;
  port?: number;
  cause?: unknown;
}

function causeChain(error: unknown): SystemErrorLike[] {
  const chain: SystemErrorLike[] = [];
  for (
    let current = error;
    current && typeof current === "object" && chain.length < 5;
    current = (current as SystemErrorLike).cause
  )
    chain.push(current as SystemErrorLike);
  return chain;
}

/**
 * One short phrase for why an outgoing HTTP request failed, from the deepest useful cause:
 * `ENOTFOUND shop.example.com`, `ECONNREFUSED 203.0.113.7:443`, `timeout after 10000 ms`,
 * `UND_ERR_SOCKET: other side closed`. Never a stack, never the request's body or headers.
 */
export function describeNetworkError(error: unknown, timeoutMs: number): string {
  const chain = causeChain(error);
  if (chain.some((cause) => cause.name === "TimeoutError")) return `timeout after ${timeoutMs} ms`;
  const system = chain.findLast((cause) => typeof cause.code === "string");
  if (system?.code) {
    if (system.hostname) return `${system.code} ${system.hostname}`;
    if (system.address) return `${system.code} ${system.address}${system.port ? `:${system.port}` : ""}`;
    return system.message && !system.message.includes(system.code)
      ? `${system.code}: ${system.message}`
      : (system.message ?? system.code);
  }
  const deepest = chain.at(-1);
  return deepest?.message ? `${deepest.name ?? "Error"}: ${deepest.message}` : "unknown network error";
}
