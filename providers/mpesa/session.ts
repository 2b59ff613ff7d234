import { constants, type KeyObject, publicEncrypt } from "node:crypto";
import type { ProviderAnswer } from "../http";

/** M-Pesa's bearer: base64 of RSA PKCS#1 v1.5 of the API key (for `getSession`) or of the session id (for the rest). */
export const mpesaBearer = (publicKey: KeyObject, secret: string): string =>
  publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(secret, "utf8")).toString("base64");

/** "A new session ID can take up to 30 seconds to become live." */
export const SESSION_LIVE_AFTER_MS = 30_000;
/** The portal sets a session's lifetime; the shortest seen is an hour: a new one is fetched well before. */
const RENEW_AFTER_MS = 45 * 60_000;

interface Session {
  id: string;
  obtainedAt: number;
}

/**
 * The session an application's calls go under, fetched ahead of need: the first at start, a replacement once the
 * current one is 45 minutes old, used only once it has been live for 30 s (the old one serving meanwhile). A session
 * M-Pesa refuses is dropped for the next call.
 */
export class MpesaSession {
  #current: Session | null = null;
  #next: Session | null = null;
  #pending: Promise<Session | { error: string }> | null = null;

  constructor(private readonly fetchSession: () => Promise<ProviderAnswer | null>) {
    void this.fetch().then((fetched) => {
      if (!("error" in fetched) && !this.#current) this.#current = fetched;
    });
  }

  /** The session to call under, and whether it may still be warming up (younger than 30 s). */
  async current(now = Date.now()): Promise<{ id: string; young: boolean } | { error: string }> {
    if (this.#next && now - this.#next.obtainedAt >= SESSION_LIVE_AFTER_MS) {
      this.#current = this.#next;
      this.#next = null;
    }
    if (!this.#current) {
      const fetched = await this.fetch();
      if ("error" in fetched) return fetched;
      this.#current = fetched;
    } else if (!this.#next && now - this.#current.obtainedAt >= RENEW_AFTER_MS) {
      void this.fetch().then((fetched) => {
        if (!("error" in fetched)) this.#next = fetched;
      });
    }
    return { id: this.#current.id, young: now - this.#current.obtainedAt < SESSION_LIVE_AFTER_MS };
  }

  drop(): void {
    this.#current = null;
  }

  private fetch(): Promise<Session | { error: string }> {
    this.#pending ??= this.fetchSession()
      .then((answer): Session | { error: string } => {
        const body = answer?.body as { output_ResponseCode?: unknown; output_SessionID?: unknown } | null | undefined;
        if (answer?.status !== 200 || body?.output_ResponseCode !== "INS-0" || typeof body.output_SessionID !== "string")
          return {
            error: `getSession: ${answer ? `HTTP ${answer.status} ${String(body?.output_ResponseCode ?? "")}` : "no answer"}`,
          };
        return { id: body.output_SessionID, obtainedAt: Date.now() };
      })
      .finally(() => {
        this.#pending = null;
      });
    return this.#pending;
  }
}
