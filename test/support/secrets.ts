import { secretBoxFor } from "../../lib/secrets-key";

/** The SECRETS_KEY every test API uses unless a test gives its own. */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString("base64");

export const testSecretBox = () =>
  secretBoxFor({ SECRETS_KEY: TEST_SECRETS_KEY, SECRETS_PREVIOUS_KEYS: [], DATA_DIR: "/nonexistent" });
