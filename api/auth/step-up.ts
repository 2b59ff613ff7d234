import type { Context } from "koa";
import { passwordMatches } from "../../domain/accounts/passwords";
import { verifySecondFactor } from "../../domain/accounts/two-factor";
import type { UserRow } from "../../domain/accounts/users-store";
import { CredentialError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";

/**
 * The holder of a session proves it again before a sensitive act (changing the money-out controls, approving
 * a payout): the account's password and, when `code` says so, a second factor (a TOTP code or a recovery
 * code, each used up). Wrong or missing: 401 (`invalid_password`, `otp_required`, `invalid_otp`), counted as
 * sign-in failures per account and address, so this is no way around the login lockout.
 */
export async function confirmPasswordAndCode(
  deps: Pick<ApiDeps, "db" | "config" | "limiters">,
  ctx: Context,
  credentials: { password?: string; otp?: string },
  code: "required" | "when_enabled",
): Promise<void> {
  const user = ctx.state.person as UserRow;
  const account = user.email.toLowerCase();
  await deps.limiters.login.beginAttempt(account, ctx.ip);
  if (
    credentials.password === undefined ||
    !(await passwordMatches(user.password_hash, credentials.password, deps.config.BCRYPT_COST))
  ) {
    throw new CredentialError("invalid_password", "The password is not right.");
  }
  if (code === "required" || ctx.state.totpEnabled === true) {
    await verifySecondFactor(deps.db, secretBoxFor(deps.config), user.id, credentials.otp);
  }
  await deps.limiters.login.succeeded(account, ctx.ip);
}
