import bcrypt from "bcrypt";
import { ValidationError } from "../../lib/errors";
import { passwordProblem } from "./password-policy";

export async function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

/** Throws a validation error naming `password` when the policy refuses it. */
export function assertPasswordAcceptable(password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new ValidationError({ password: problem });
}

let dummyHash: string | undefined;

/**
 * Checks a password against a bcrypt hash; without one (no such user, or an account activated
 * without a password) it still spends a bcrypt comparison, so timing tells nothing.
 */
export async function passwordMatches(passwordHash: string | null | undefined, password: string, cost: number): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= await bcrypt.hash("no such user, no such password", cost);
    await bcrypt.compare(password, dummyHash);
    return false;
  }
  return bcrypt.compare(password, passwordHash);
}
