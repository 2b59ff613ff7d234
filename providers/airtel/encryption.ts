import { constants, createCipheriv, type KeyObject, publicEncrypt, randomBytes } from "node:crypto";

/** How an RSA encryption to Airtel is padded: PKCS#1 v1.5 (the production code seen) or OAEP (the portal's example). */
export type RsaPadding = "pkcs1" | "oaep";

const PADDING = { pkcs1: constants.RSA_PKCS1_PADDING, oaep: constants.RSA_PKCS1_OAEP_PADDING } as const;

export const rsaEncrypt = (key: KeyObject, plaintext: string, padding: RsaPadding): string =>
  publicEncrypt({ key, padding: PADDING[padding] }, Buffer.from(plaintext, "utf8")).toString("base64");

/**
 * `x-signature`: base64 of AES-256-CBC (PKCS#7) over the exact JSON body, under a fresh 32-byte key and 16-byte IV;
 * `x-key`: base64 of RSA-encrypt("<base64 key>:<base64 iv>") under Airtel's key (networks.md, "Message signing").
 */
export function messageSignature(body: string, aes: { key: Buffer; iv: Buffer }): string {
  const cipher = createCipheriv("aes-256-cbc", aes.key, aes.iv);
  return Buffer.concat([cipher.update(body, "utf8"), cipher.final()]).toString("base64");
}

export function signingHeaders(body: string, airtelKey: KeyObject): { "x-signature": string; "x-key": string } {
  const aes = { key: randomBytes(32), iv: randomBytes(16) };
  return {
    "x-signature": messageSignature(body, aes),
    "x-key": rsaEncrypt(airtelKey, `${aes.key.toString("base64")}:${aes.iv.toString("base64")}`, "pkcs1"),
  };
}
