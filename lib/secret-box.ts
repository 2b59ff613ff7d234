import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { constantTimeEqual } from "./secrets";

const SEALED_PREFIX = "sb1";
const DIGEST_PREFIX = "h1";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit key-encryption key and its id, a fingerprint that names it in every ciphertext it wraps. */
export interface MasterKey {
  id: string;
  key: Buffer;
}

export class SecretBoxError extends Error {}

export function masterKey(key: Buffer): MasterKey {
  if (key.length !== KEY_BYTES) throw new SecretBoxError(`a secrets key must be ${KEY_BYTES} bytes`);
  return { id: createHash("sha256").update("secrets-key-id:").update(key).digest("hex").slice(0, 12), key };
}

/** Parses a key written as base64 or base64url of 32 bytes; undefined when it is not one. */
export function parseMasterKey(text: string): MasterKey | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === KEY_BYTES ? masterKey(bytes) : undefined;
}

function gcmSeal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(aad, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function gcmOpen(key: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError("sealed value is truncated");
  const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, IV_BYTES)).setAAD(Buffer.from(aad, "utf8"));
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new SecretBoxError("sealed value does not authenticate");
  }
}

interface Envelope {
  keyId: string;
  wrappedKey: Buffer;
  ciphertext: Buffer;
}

function parseEnvelope(sealed: string): Envelope {
  const [prefix, keyId, wrapped, body, ...rest] = sealed.split(".");
  if (prefix !== SEALED_PREFIX || !keyId || !wrapped || !body || rest.length > 0) {
    throw new SecretBoxError("not a sealed value");
  }
  return { keyId, wrappedKey: Buffer.from(wrapped, "base64url"), ciphertext: Buffer.from(body, "base64url") };
}

const formatEnvelope = (envelope: Envelope) =>
  [SEALED_PREFIX, envelope.keyId, envelope.wrappedKey.toString("base64url"), envelope.ciphertext.toString("base64url")].join(".");

/**
 * Envelope encryption with AES-256-GCM: each value gets its own random data key, which is wrapped by
 * the current master key; the master key's id travels with the ciphertext, so older keys kept in the
 * ring still open what they sealed and `rewrap` moves a value to the current key without touching
 * its data. `context` is authenticated (not stored): a value sealed for one row does not open as another's.
 */
export class SecretBox {
  private readonly byId: Map<string, MasterKey>;

  constructor(
    readonly current: MasterKey,
    previous: readonly MasterKey[] = [],
  ) {
    this.byId = new Map([...previous, current].map((key) => [key.id, key]));
  }

  static isSealed(value: string): boolean {
    return value.startsWith(`${SEALED_PREFIX}.`);
  }

  seal(plaintext: string, context: string): string {
    const dataKey = randomBytes(KEY_BYTES);
    return formatEnvelope({
      keyId: this.current.id,
      wrappedKey: gcmSeal(this.current.key, dataKey, `data-key:${context}`),
      ciphertext: gcmSeal(dataKey, Buffer.from(plaintext, "utf8"), context),
    });
  }

  open(sealed: string, context: string): string {
    const envelope = parseEnvelope(sealed);
    return gcmOpen(this.unwrap(envelope, context), envelope.ciphertext, context).toString("utf8");
  }

  /** Whether a sealed value's data key is wrapped by the current master key. */
  isCurrent(sealed: string): boolean {
    return parseEnvelope(sealed).keyId === this.current.id;
  }

  /** The same value with its data key wrapped by the current master key. */
  rewrap(sealed: string, context: string): string {
    const envelope = parseEnvelope(sealed);
    const dataKey = this.unwrap(envelope, context);
    return formatEnvelope({
      ...envelope,
      keyId: this.current.id,
      wrappedKey: gcmSeal(this.current.key, dataKey, `data-key:${context}`),
    });
  }

  /** A keyed digest (HMAC-SHA256 under a key derived for `purpose`), tagged with the master key's id. */
  digest(purpose: string, value: string): string {
    return `${DIGEST_PREFIX}.${this.current.id}.${this.hmac(this.current, purpose, value)}`;
  }

  /** Compares in constant time; a digest made under a key still in the ring matches too. */
  digestMatches(stored: string, purpose: string, value: string): boolean {
    const [prefix, keyId, hex, ...rest] = stored.split(".");
    const key = keyId ? this.byId.get(keyId) : undefined;
    if (prefix !== DIGEST_PREFIX || !key || !hex || rest.length > 0) return false;
    return constantTimeEqual(hex, this.hmac(key, purpose, value));
  }

  private hmac(master: MasterKey, purpose: string, value: string): string {
    const derived = Buffer.from(hkdfSync("sha256", master.key, Buffer.alloc(0), `digest:${purpose}`, KEY_BYTES));
    return createHmac("sha256", derived).update(value, "utf8").digest("hex");
  }

  private unwrap(envelope: Envelope, context: string): Buffer {
    const master = this.byId.get(envelope.keyId);
    if (!master)
      throw new SecretBoxError(`sealed under key ${envelope.keyId}, which is not in SECRETS_KEY or SECRETS_PREVIOUS_KEYS`);
    return gcmOpen(master.key, envelope.wrappedKey, `data-key:${context}`);
  }
}
