import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface ProviderKeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const pairs = new Map<string, ProviderKeyPair>();
let directory: string | undefined;

/**
 * Where `npm run simulator` keeps the private halves of the keys a network hands its merchants the public half of
 * (Airtel's PIN key, M-Pesa's session key): a restarted simulator still opens what a service encrypts under the
 * public key its providers file holds. Tests keep them in memory only.
 */
export function keepProviderKeysIn(dir: string): void {
  directory = dir;
}

const generate = (kind: "rsa" | "ec"): ProviderKeyPair =>
  kind === "rsa" ? generateKeyPairSync("rsa", { modulusLength: 2048 }) : generateKeyPairSync("ec", { namedCurve: "prime256v1" });

/** The simulated network's own key pair called `name`, made once per process (or per DATA_DIR, see above). */
export function providerKeyPair(name: string, kind: "rsa" | "ec"): ProviderKeyPair {
  const kept = pairs.get(name);
  if (kept) return kept;
  const file = directory && path.join(directory, `${name}.pem`);
  let pair: ProviderKeyPair;
  if (file && existsSync(file)) {
    const privateKey = createPrivateKey(readFileSync(file, "utf8"));
    pair = { privateKey, publicKey: createPublicKey(privateKey) };
  } else {
    pair = generate(kind);
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      writeFileSync(file, pair.privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
    }
  }
  pairs.set(name, pair);
  return pair;
}
