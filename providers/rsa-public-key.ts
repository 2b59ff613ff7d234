import { createPublicKey, type KeyObject } from "node:crypto";
import { z } from "zod";

/** A network's RSA public key as its portal hands it out (base64 DER, no armour) or as PEM. */
export function rsaPublicKey(key: string): KeyObject {
  const text = key.trim();
  if (text.startsWith("-----BEGIN")) return createPublicKey(text);
  return createPublicKey({ key: Buffer.from(text, "base64"), format: "der", type: "spki" });
}

/** A credentials field holding such a key. */
export const rsaPublicKeyField = z.string().refine((key) => {
  try {
    return rsaPublicKey(key).asymmetricKeyType === "rsa";
  } catch {
    return false;
  }
}, "must be an RSA public key, base64 DER (as the portal gives it) or PEM");
