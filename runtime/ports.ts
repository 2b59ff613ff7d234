import net from "node:net";
import type { Config } from "../lib/config";

export class PortInUseError extends Error {}

/** Resolves when nothing listens on host:port; otherwise a one-line PortInUseError naming the variable. */
export async function assertPortFree(variable: string, port: number, host = "127.0.0.1"): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EADDRINUSE") return reject(error);
      reject(
        new PortInUseError(
          `${variable}=${port}: ${host}:${port} is already in use (another instance, or a server of your own); stop it or set ${variable} to a free port`,
        ),
      );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/**
 * Every port `npm start` is about to listen on, checked before anything starts: an embedded server that finds its
 * port taken must stop the start-up, never fall back on whatever already answers there.
 */
export async function assertStartupPortsFree(config: Config, servesApi: boolean): Promise<void> {
  if (servesApi) await assertPortFree("PORT", config.PORT, config.HOST);
  if (!config.DATABASE_URL) await assertPortFree("EMBEDDED_POSTGRES_PORT", config.EMBEDDED_POSTGRES_PORT);
  if (!config.TEMPORAL_ADDRESS) {
    await assertPortFree("EMBEDDED_TEMPORAL_PORT", config.EMBEDDED_TEMPORAL_PORT);
    await assertPortFree("TEMPORAL_UI_PORT", config.TEMPORAL_UI_PORT);
  }
}
