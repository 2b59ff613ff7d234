import { z } from "zod";
import { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS } from "../../domain/accounts/api-tokens";
import { OTP_DIGITS } from "../../domain/accounts/otp";
import { ROLES } from "../../domain/accounts/roles";
import { API_SCOPES } from "../../domain/events/api-scopes";
import { e164, email, namedOnce } from "../../lib/validation";
import { pageOf } from "../paging";

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
/** A TOTP code (6 digits) or a recovery code; checked, never validated here, so that a wrong one is a 401. */
const secondFactor = z.string().max(64);
export const loginSchema = z.strictObject({
  email,
  password,
  otp: secondFactor
    .optional()
    .meta({ description: "With two-factor sign-in on: a code of the authenticator app, or a recovery code." }),
});
/** Missing or wrong, the password is a 401 `invalid_password` here, not a validation error. */
export const totpEnrolSchema = z.strictObject({ password: z.string().max(1024).optional() });
export const totpConfirmSchema = z.strictObject({ otp: secondFactor.optional() });
export const passwordOnlySchema = z.strictObject({ password });
const apiScope = z.enum(API_SCOPES).meta({ id: "ApiScope" });
export const apiTokenCreateSchema = z.strictObject({
  password,
  scopes: z
    .array(apiScope)
    .min(1, "Choose at least one scope.")
    .max(API_SCOPES.length)
    .refine(namedOnce, "Name each scope once.")
    .optional()
    .meta({ description: "What the token may do; every API scope when omitted." }),
  expires_in_days: z
    .number()
    .int("Whole days.")
    .min(1)
    .max(API_TOKEN_MAX_DAYS)
    .optional()
    .meta({ description: `Lifetime in days; ${API_TOKEN_DEFAULT_DAYS} when omitted.` }),
});
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

export const currentUserSchema = userSchema
  .extend({
    totp_enabled: z.boolean().meta({ description: "Whether signing in takes a two-factor code." }),
    role: z.enum(ROLES).nullable().meta({
      description:
        "The role in the merchant's team (`owner` for a user with no merchant yet: the one they may create; null for one removed from the merchant their profile made, who may only join another team).",
    }),
    merchant_id: z.string().nullable().meta({
      description: "The merchant whose team the user belongs to; null before a profile is submitted or an invitation accepted.",
    }),
  })
  .meta({ id: "CurrentUser" });

export const totpEnrolmentSchema = z.strictObject({
  secret: z.string().meta({ description: "Base32, for typing into an authenticator app." }),
  otpauth_url: z.string().meta({ description: "The same secret as an `otpauth://totp/...` URL, for a QR code." }),
});
export const recoveryCodesSchema = z.strictObject({
  recovery_codes: z.array(z.string()).meta({ description: "Ten codes, each usable once in place of `otp`; shown this once." }),
});

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
  scopes: z.array(apiScope),
  expiry: iso,
});
export const apiTokenSchema = z
  .strictObject({
    token_key: z.string(),
    scopes: z.array(apiScope),
    created_at: iso,
    expiry: iso,
    last_used_at: iso.nullable().meta({ description: "Recorded at most once a minute." }),
  })
  .meta({ id: "ApiToken" });
export const apiTokenPageSchema = pageOf(apiTokenSchema);
