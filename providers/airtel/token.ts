import { z } from "zod";
import type { ProviderAnswer } from "../http";
import { parseProviderAnswer } from "../payload-schema";

/** `expires_in` is a string ("180" in UAT); a number is taken too. */
const tokenSchema = z.object({
  access_token: z.string().min(1).max(4000),
  expires_in: z.union([z.string().regex(/^\d{1,9}$/), z.number().int().nonnegative()]),
});

/** A token is renewed once less than this share of its life is left (30 s of UAT's 180 s), never used to its end. */
const RENEW_AT_REMAINING = 1 / 6;

/**
 * Airtel's OAuth2 bearer token (`POST /auth/oauth2/token`), kept and renewed before it expires. Calls made while one
 * is being fetched wait for that one fetch; a refusal of the token (`invalid_token`) drops it for the next call.
 */
export class AirtelToken {
  #token: { value: string; renewAt: number } | null = null;
  #pending: Promise<string | { error: string }> | null = null;

  constructor(private readonly fetchToken: () => Promise<ProviderAnswer | null>) {}

  /** The token, or why none could be had (the call is then not sent). */
  async current(now = Date.now()): Promise<string | { error: string }> {
    if (this.#token && now < this.#token.renewAt) return this.#token.value;
    this.#pending ??= this.renew().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  drop(): void {
    this.#token = null;
  }

  private async renew(): Promise<string | { error: string }> {
    const answer = await this.fetchToken();
    if (!answer) return { error: "token: no answer" };
    if (answer.status !== 200) return { error: `token: HTTP ${answer.status}` };
    const parsed = parseProviderAnswer(tokenSchema, answer.body);
    if ("error" in parsed) return { error: `token: ${parsed.error}` };
    const lifeMs = Number(parsed.data.expires_in) * 1000;
    this.#token = { value: parsed.data.access_token, renewAt: Date.now() + lifeMs * (1 - RENEW_AT_REMAINING) };
    return this.#token.value;
  }
}
