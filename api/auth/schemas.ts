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

const iso = z.iso.datetime({ offset: true });

export const userSchema = z
  .strictObject({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    type: z.enum(["merchant", "staff"]),
    account_type: z.enum(["sandbox", "prod"]),
    profile_completed: z.boolean(),
    has_wallet: z.boolean(),
    is_staff: z.boolean(),
  })
  .meta({ id: "User" });

export const sessionSchema = z
  .strictObject({
    access: z.string().meta({ description: "The token; the same value as `token`." }),
    token: z.string(),
    user: userSchema,
  })
  .meta({ id: "Session" });

export const signupResponseSchema = z.strictObject({ temp_key: z.string(), email: z.string(), detail: z.string() });
export const detailSchema = z.strictObject({ detail: z.string() }).meta({ id: "Detail" });
export const apiTokenCreatedSchema = z.strictObject({
  token: z.string().meta({ description: "Shown this once." }),
  token_key: z.string(),
  expiry: iso,
});
export const apiTokenPageSchema = z.strictObject({
  results: z.array(z.strictObject({ token_key: z.string(), created_at: iso, expiry: iso, last_used_at: iso.nullable() })),
  next: z.string().nullable().meta({ description: "Pass as `cursor` for the next page; null on the last." }),
});
