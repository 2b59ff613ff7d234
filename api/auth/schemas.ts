import { z } from "zod";
import { OTP_DIGITS } from "../../domain/accounts/otp";
import { e164, email } from "../../lib/validation";

const password = z.string().min(1, "This field is required.").max(1024);
const name = z.string().trim().max(150);
const otp = z.string().regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), `Enter the ${OTP_DIGITS}-digit code.`);

export const signupSchema = z
  .strictObject({
    email,
    password,
    password2: password,
    first_name: name.optional(),
    last_name: name.optional(),
    phone: e164.optional(),
  })
  .refine((body) => body.password === body.password2, { path: ["password2"], message: "Passwords do not match." });

const tempKey = z.string().max(200).optional();
export const verifyEmailSchema = z.strictObject({ email, otp, temp_key: tempKey });
export const resendOtpSchema = z.strictObject({ email, temp_key: tempKey });
export const emailOnlySchema = z.strictObject({ email });
export const loginSchema = z.strictObject({ email, password });
export const passwordOnlySchema = z.strictObject({ password });
export const updateMeSchema = z.strictObject({
  phone: e164.nullable().optional(),
  first_name: name.optional(),
  last_name: name.optional(),
});
export const passwordResetConfirmSchema = z
  .strictObject({ email, otp, password, password2: password })
  .refine((body) => body.password === body.password2, { path: ["password2"], message: "Passwords do not match." });
export const apiTokenListSchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^ak_[0-9a-f]{16}$/, "Use the `next` value of the previous page.")
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
