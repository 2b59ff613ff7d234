import { createHash, createPublicKey, type KeyObject, verify } from "node:crypto";
import { createSigner, httpbis } from "http-message-signatures";
import { WebhookVerificationError } from "../../lib/errors";
import { constantTimeEqual } from "../../lib/secrets";

/**
 * pawaPay's RFC 9421 profile (networks.md, "Optional request signing", "Signed callbacks"): label `sig-pp`,
 * `ecdsa-p256-sha256`, a `Content-Digest` of the raw body. The canonical signature base is the
 * `http-message-signatures` library's; this module only says which components pawaPay covers.
 */
export const SIGNATURE_LABEL = "sig-pp";
export const ALGORITHM = "ecdsa-p256-sha256";
/** What our requests cover (the deposit guide's list). */
export const REQUEST_COMPONENTS = [
  "@method",
  "@authority",
  "@path",
  "signature-date",
  "content-digest",
  "content-type",
  "content-length",
];
/** What a callback must cover at least, so a signature over less (a replayed body on another path) is refused. */
export const CALLBACK_COMPONENTS = ["@method", "@authority", "@path", "signature-date", "content-digest", "content-type"];
/** A callback signed longer ago than this is refused: a replay window, with pawaPay's `expires` if it is shorter. */
export const CALLBACK_MAX_AGE_SECONDS = 300;
/** How far ahead of our clock a callback's `created` may be: pawaPay's clock and ours differ a little. */
const CLOCK_SKEW_SECONDS = 60;

export const contentDigest = (body: string | Buffer): string => `sha-512=:${createHash("sha512").update(body).digest("base64")}:`;

/** Whether a `Content-Digest` header (sha-512 or sha-256, RFC 9530) matches the raw body. */
export function digestMatches(header: string, body: Buffer): boolean {
  const entries = [...header.matchAll(/(sha-512|sha-256)=:([A-Za-z0-9+/=]+):/g)];
  if (entries.length === 0) return false;
  return entries.every(([, algorithm, value]) =>
    constantTimeEqual(
      value!,
      createHash(algorithm === "sha-512" ? "sha512" : "sha256")
        .update(body)
        .digest("base64"),
    ),
  );
}

/** The headers that sign one request: Content-Digest, Signature-Date, Signature-Input and Signature. */
export async function signingHeaders(
  request: { method: string; url: string; headers: Record<string, string>; body: string },
  key: { pem: string; id: string },
  now: Date,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    ...request.headers,
    "content-digest": contentDigest(request.body),
    "signature-date": now.toISOString(),
    "content-length": String(Buffer.byteLength(request.body)),
  };
  const signed = await httpbis.signMessage(
    {
      key: createSigner(key.pem, ALGORITHM, key.id),
      name: SIGNATURE_LABEL,
      fields: REQUEST_COMPONENTS,
      params: ["created", "keyid", "alg"],
      paramValues: { created: now },
    },
    { method: request.method, url: request.url, headers },
  );
  // The library names the two it adds `Signature` and `Signature-Input`: one case for every header we send.
  return Object.fromEntries(Object.entries(signed.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
}

/** pawaPay sends DER-encoded ECDSA signatures (drc-pay found), the RFC says raw r||s: both are taken. */
const verifyEither = (key: KeyObject, data: Buffer, signature: Buffer): boolean =>
  verify("sha256", data, { key, dsaEncoding: signature.length === 64 ? "ieee-p1363" : "der" }, signature);

export const publicKeyOf = (pem: string): KeyObject => createPublicKey(pem);

/**
 * Verifies a callback against pawaPay's keys (by `keyid`) over the raw body; throws WebhookVerificationError at the
 * first miss: no or a wrong digest, a signature that does not cover the components above, an unknown key, a
 * signature too old or from the future, a signature that does not verify.
 */
export async function verifyCallback(
  callback: { url: string; headers: Record<string, string | undefined>; rawBody: Buffer },
  keyFor: (keyId: string) => Promise<KeyObject | undefined>,
  now: Date,
): Promise<void> {
  const headers = Object.fromEntries(
    Object.entries(callback.headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  if (!headers["content-digest"] || !digestMatches(headers["content-digest"], callback.rawBody)) {
    throw new WebhookVerificationError("content_digest_mismatch");
  }
  let verified: boolean | null;
  try {
    verified = await httpbis.verifyMessage(
      {
        keyLookup: async (parameters) => {
          const key = typeof parameters.keyid === "string" ? await keyFor(parameters.keyid) : undefined;
          if (!key) return null;
          return {
            id: String(parameters.keyid),
            algs: [ALGORITHM],
            verify: async (data, signature) => verifyEither(key, data, signature),
          };
        },
        requiredFields: CALLBACK_COMPONENTS,
        requiredParams: ["created"],
        // The library reads `maxAge` against its own clock and a numeric `notAfter` in seconds; its `tolerance` would
        // take that much off `created`, shortening the window, so none is given: a minute's skew ahead is allowed here.
        maxAge: CALLBACK_MAX_AGE_SECONDS,
        notAfter: new Date(now.getTime() + CLOCK_SKEW_SECONDS * 1000),
      },
      { method: "POST", url: callback.url, headers },
    );
  } catch (error) {
    throw new WebhookVerificationError(`signature_refused: ${(error as Error).name}`);
  }
  if (verified !== true) throw new WebhookVerificationError(verified === null ? "signature_missing" : "invalid_signature");
}
