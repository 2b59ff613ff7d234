import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";
import { type MasterKey, parseMasterKey, SecretBox } from "./secret-box";

export type SecretsKeyConfig = Pick<Config, "SECRETS_KEY" | "SECRETS_PREVIOUS_KEYS" | "DATA_DIR">;

export const SECRETS_KEY_FILE = "secrets.key";

const boxes = new Map<string, SecretBox>();

/**
 * The SecretBox of this configuration: SECRETS_KEY (and SECRETS_PREVIOUS_KEYS for reading what older
 * keys sealed) when set; otherwise a key generated once and kept in DATA_DIR/secrets.key (mode 0600),
 * which suits a single host only. Built once per configuration.
 */
export function secretBoxFor(config: SecretsKeyConfig): SecretBox {
  const cacheKey = JSON.stringify([config.SECRETS_KEY, config.SECRETS_PREVIOUS_KEYS, config.DATA_DIR]);
  let box = boxes.get(cacheKey);
  if (!box) {
    const current = config.SECRETS_KEY ? requireKey(config.SECRETS_KEY, "SECRETS_KEY") : keyFromDataDir(config.DATA_DIR);
    const previous = config.SECRETS_PREVIOUS_KEYS.map((text) => requireKey(text, "SECRETS_PREVIOUS_KEYS"));
    box = new SecretBox(current, previous);
    boxes.set(cacheKey, box);
  }
  return box;
}

function requireKey(text: string, variable: string): MasterKey {
  const key = parseMasterKey(text);
  if (!key) throw new Error(`${variable} must be the base64 of 32 bytes`);
  return key;
}

function keyFromDataDir(dataDir: string): MasterKey {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": never overwrite a key another process wrote first; losing the key loses every sealed secret.
    writeFileSync(file, `${newSecretsKey()}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return requireKey(readFileSync(file, "utf8"), file);
}

/** A fresh key in the form SECRETS_KEY takes. */
export const newSecretsKey = () => randomBytes(32).toString("base64");
