import { randomBytes } from "node:crypto";
import bcrypt from "bcrypt";
import type { Db } from "../../db/connection";
import { submitMerchantProfile } from "../../domain/accounts/merchant-profile";
import { issueToken } from "../../domain/accounts/tokens";
import { insertUser, type UserRow } from "../../domain/accounts/users-store";
import { creditOpeningBalance } from "../../seed/opening-balance";
import { testSecretBox } from "./secrets";

export interface MerchantFixture {
  user: UserRow;
  merchantId: string;
  token: string;
  password: string;
  /** The merchant's callback signing secret, `whsec_<base64 key>`. */
  callbackSecret: string;
}

/** A verified merchant user with a completed profile (provisioned as the API does) and a session token. */
export async function createMerchant(
  db: Db,
  options: { accountType?: "sandbox" | "prod"; email?: string } = {},
): Promise<MerchantFixture> {
  const password = "correct horse battery staple";
  const email = options.email ?? `merchant-${randomBytes(4).toString("hex")}@example.com`;
  const user = await insertUser(db, {
    email,
    password_hash: await bcrypt.hash(password, 4),
    type: "merchant",
    account_type: options.accountType ?? "sandbox",
    email_verified_at: new Date(),
  });
  const { merchant, callbackSecret } = await submitMerchantProfile(db, testSecretBox(), user.id, {
    name: "Test Shop",
    email,
    phone: "+243812345678",
    country: "CD",
  });
  const { token } = await issueToken(db, user.id, "session", 3_600_000);
  return { user, merchantId: merchant.id as string, token, password, callbackSecret };
}

export async function createStaff(db: Db): Promise<{ user: UserRow; token: string }> {
  const user = await insertUser(db, {
    email: `staff-${randomBytes(4).toString("hex")}@example.com`,
    password_hash: await bcrypt.hash("staff password 123", 4),
    type: "staff",
    is_staff: true,
    email_verified_at: new Date(),
  });
  const { token } = await issueToken(db, user.id, "session", 3_600_000);
  return { user, token };
}

/** A transaction row written directly (no workflow), for tests of what acts on existing transactions. */
export async function insertPayment(db: Db, merchantId: string, columns: Record<string, unknown> = {}): Promise<string> {
  const reference = `TX${randomBytes(6).toString("hex").toUpperCase()}`;
  await db("payments").insert({
    reference,
    merchant_id: merchantId,
    merchant_reference: reference,
    amount: "10.00",
    currency: "USD",
    service: "MPESA",
    customer_number: "+243812345600",
    callback_url: "https://merchant.example.com/cb",
    account_type: "sandbox",
    ...columns,
  });
  return reference;
}

/** A provider row written directly (as the providers file's sync would), for tests below the API. */
export async function insertProvider(db: Db, codeName: string, columns: Record<string, unknown> = {}): Promise<void> {
  await db("providers").insert({
    code_name: codeName,
    name: codeName,
    protocol: "signed",
    priority: 10,
    services: ["MPESA", "ORANGE", "AIRTEL", "AFRICELL"],
    currencies: ["CDF", "USD"],
    ...columns,
  });
}

/** Credits the merchant's wallet as a successful payment's net would (its opening balance), for money-out tests. */
export const creditWallet = creditOpeningBalance;
