/** The platform password policy; returns the reason a password is refused, or undefined. */
const COMMON_PASSWORDS = new Set([
  "1234567890",
  "12345678910",
  "0123456789",
  "1111111111",
  "password123",
  "password1234",
  "passwordpassword",
  "qwertyuiop",
  "qwertyuiop123",
  "1q2w3e4r5t",
  "1qaz2wsx3edc",
  "iloveyou123",
  "administrator",
  "letmein1234",
  "welcome1234",
  "abcdefghij",
  "abc1234567",
  "aaaaaaaaaa",
  "motdepasse",
  "motdepasse123",
  "football123",
  "baseball123",
  "sunshine123",
  "princess123",
  "trustno1234",
  "monkey12345",
  "dragon12345",
  "superman123",
  "changeme123",
  "azertyuiop",
]);

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_BYTES = 72;

export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (Buffer.byteLength(password, "utf8") > PASSWORD_MAX_BYTES) return `Password must be at most ${PASSWORD_MAX_BYTES} bytes.`;
  if (/^\d+$/.test(password)) return "Password cannot be entirely numeric.";
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return "Password is too common.";
  const mailbox = email.toLowerCase();
  if (lowered === mailbox || lowered === mailbox.split("@")[0]) return "Password is too similar to the e-mail.";
  return undefined;
}
