import { randomBytes } from "node:crypto";
import bcrypt from "bcrypt";
import { issueToken } from "../../api/auth/tokens";
import type { Db } from "../../db/connection";
import { User } from "../../db/models/user";

export interface MerchantFixture {
  user: User;
  merchantId: string;
  token: string;
  password: string;
  /** The merchant's callback signing secret, `whsec_<base64 key>`. */
  callbackSecret: string;
}

/** A verified merchant user with a completed profile, wallets and a session token, written directly. */
export async function createMerchant(
  db: Db,
  options: { accountType?: "sandbox" | "prod"; email?: string } = {},
): Promise<MerchantFixture> {
  const password = "correct horse battery staple";
  const email = options.email ?? `merchant-${randomBytes(4).toString("hex")}@example.com`;
  const user = await User.query(db).insertAndFetch({
    email,
    password_hash: await bcrypt.hash(password, 4),
    type: "merchant",
    account_type: options.accountType ?? "sandbox",
    email_verified_at: new Date(),
    profile_completed: true,
    has_wallet: true,
  });
  const [merchant] = await db("merchants")
    .insert({ user_id: user.id, name: "Test Shop", email, phone: "+243812345678", country: "CD" })
    .returning("id");
  const merchantId = merchant.id as string;
  const key = randomBytes(32).toString("base64");
  await db("merchant_callback_secrets").insert({ merchant_id: merchantId, secret: key });
  const currencies = await db("currencies").pluck("code");
  await db("wallets").insert(currencies.map((currency: string) => ({ merchant_id: merchantId, currency })));
  const services = await db("services").pluck("symbol");
  await db("service_accounts").insert(services.map((service: string) => ({ merchant_id: merchantId, service })));
  const { token } = await issueToken(user.id, "session", 3_600_000);
  return { user, merchantId, token, password, callbackSecret: `whsec_${key}` };
}

export async function createStaff(db: Db): Promise<{ user: User; token: string }> {
  const user = await User.query(db).insertAndFetch({
    email: `staff-${randomBytes(4).toString("hex")}@example.com`,
    password_hash: await bcrypt.hash("staff password 123", 4),
    type: "staff",
    is_staff: true,
    email_verified_at: new Date(),
  });
  const { token } = await issueToken(user.id, "session", 3_600_000);
  return { user, token };
}
