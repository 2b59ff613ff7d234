import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BEARER, BODY, CREDENTIALS, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION, RATE_LIMITED } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
  apiTokenPageSchema,
  currentUserSchema,
  detailSchema,
  emailOnlySchema,
  loginSchema,
  passwordResetConfirmSchema,
  recoveryCodesSchema,
  sessionSchema,
  signupResponseSchema,
  signupSchema,
  totpConfirmSchema,
  totpEnrolmentSchema,
  totpEnrolSchema,
  updateMeSchema,
  userSchema,
  verifyEmailSchema,
} from "./schemas";

const tags = ["Accounts"];
const exampleUser = {
  id: "0b6f2f6e-8a43-4a4e-9a59-1f3f8a1c2d10",
  email: "shop@example.com",
  first_name: "",
  last_name: "",
  phone: null,
  type: "merchant",
  account_type: "sandbox",
  profile_completed: false,
  has_wallet: false,
  is_staff: false,
};
const exampleToken = "k7Qd1xWm2Rz9.Zp3Yv8Lq0Ws5Tn6Ub4Xc2Ed7Fg1Hj9Kl0Mn3Bv5Cx8";
const exampleSession = { access: exampleToken, token: exampleToken, user: exampleUser };
const password = "Kinshasa-river-2026";

export const authPaths: ZodOpenApiPathsObject = {
  "/api/auth/signup/": {
    post: {
      operationId: "signUp",
      security: [],
      tags,
      summary: "Sign up; a 6-digit code is mailed",
      requestBody: jsonBody(signupSchema, { email: "shop@example.com", password, password2: password }),
      responses: {
        "201": {
          description: "Account created, awaiting e-mail verification.",
          ...json(signupResponseSchema, {
            temp_key: "rB0qS8dXo2m1Vt7cYx4ZkLh9Pw3N6eJa",
            email: "shop@example.com",
            detail: "A verification code was sent by e-mail.",
          }),
        },
        ...errorResponses(JSON_BODY, RATE_LIMITED),
      },
    },
  },
  "/api/auth/verify-email/": {
    post: {
      operationId: "verifyEmail",
      security: [],
      tags,
      summary: "Verify the e-mail with the mailed code; answers a session token",
      requestBody: jsonBody(verifyEmailSchema, { email: "shop@example.com", otp: "123456" }),
      responses: {
        "200": { description: "Verified; a session token.", ...json(sessionSchema, exampleSession) },
        ...errorResponses(JSON_BODY, RATE_LIMITED),
      },
    },
  },
  "/api/auth/resend-otp/": {
    post: {
      operationId: "resendVerificationCode",
      security: [],
      tags,
      summary: "Send a new verification code (at most one a minute; the answer reveals no account)",
      requestBody: jsonBody(emailOnlySchema, { email: "shop@example.com" }),
      responses: { "200": { description: "Accepted.", ...json(detailSchema) }, ...errorResponses(JSON_BODY, RATE_LIMITED) },
    },
  },
  "/api/auth/token/": {
    post: {
      operationId: "signIn",
      security: [],
      tags,
      summary: "Sign in with e-mail and password (and `otp` when two-factor sign-in is on); answers a session token",
      description:
        "A wrong password or an unknown e-mail: `401 invalid_password`. With two-factor sign-in on and the password right: no `otp`, `401 otp_required`; a wrong one, or one already used (each code once), `401 invalid_otp`. `otp` is a 6-digit code of the current 30 s step or one either side, or one of the recovery codes (each works once). Failures count towards the lockout (`429`).",
      requestBody: jsonBody(loginSchema, { email: "shop@example.com", password, otp: "123456" }),
      responses: {
        "200": { description: "A session token.", ...json(sessionSchema, exampleSession) },
        ...errorResponses(JSON_BODY, CREDENTIALS, PERMISSION, RATE_LIMITED),
      },
    },
  },
  "/api/auth/logout/": {
    post: {
      operationId: "signOut",
      tags,
      summary: "Revoke the presented token",
      security: bearer,
      responses: { "204": { description: "Revoked." }, ...errorResponses(BODY, BEARER) },
    },
  },
  "/api/auth/me/": {
    get: {
      operationId: "getCurrentUser",
      tags,
      summary: "The signed-in user, and whether two-factor sign-in is on",
      security: bearer,
      responses: {
        "200": {
          description: "The user.",
          ...json(currentUserSchema, { ...exampleUser, totp_enabled: false, role: "owner", merchant_id: null }),
        },
        ...errorResponses(BEARER),
      },
    },
    patch: {
      operationId: "updateCurrentUser",
      tags,
      summary: "Change phone, first_name, last_name",
      security: bearer,
      requestBody: jsonBody(updateMeSchema, { phone: "+243812345678" }),
      responses: {
        "200": { description: "The updated user.", ...json(userSchema) },
        ...errorResponses(JSON_BODY, BEARER),
      },
    },
  },
  "/api/auth/login-tokens/": {
    post: {
      operationId: "createApiToken",
      tags,
      summary: "Create an API token with some scopes and a lifetime (a session token, the password and a merchant profile)",
      description:
        "`scopes`: any of `read` (the merchant's GET routes), `collections` (create transactions, resend their notifications), `payouts` (create single and bulk, cancel, resend), `refunds` (create); all four by default. `expires_in_days`: 1-365, 90 by default. Only a session token may create one: an API token is answered `403 insufficient_scope` with `details.scope` `session`. A wrong password: `401 invalid_password` (counted towards the lockout). A scope named twice: `400` with `details.scopes`.",
      security: bearer,
      requestBody: jsonBody(apiTokenCreateSchema, { password, scopes: ["read", "collections"], expires_in_days: 30 }),
      responses: {
        "201": { description: "The token, shown this once.", ...json(apiTokenCreatedSchema) },
        ...errorResponses(JSON_BODY, BEARER, CREDENTIALS, RATE_LIMITED),
      },
    },
    get: {
      operationId: "listApiTokens",
      tags,
      summary: "The live API tokens of the signed-in user",
      security: bearer,
      requestParams: { query: apiTokenListSchema },
      responses: {
        "200": { description: "Newest first.", ...json(apiTokenPageSchema) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER),
      },
    },
  },
  "/api/auth/totp/": {
    post: {
      operationId: "beginTwoFactorEnrolment",
      tags,
      summary: "Start two-factor sign-in (TOTP): a new secret to add to an authenticator app (a session token and the password)",
      description:
        "Answers a base32 secret and its `otpauth://` URL (RFC 6238: SHA-1, 6 digits, 30 s), for a QR code. Nothing changes at sign-in until `POST /api/auth/totp/confirm/`; starting again replaces an unconfirmed secret. A missing or wrong password: `401 invalid_password` (counted towards the lockout). Already on: `400` with `details.totp`.",
      security: bearer,
      requestBody: jsonBody(totpEnrolSchema, { password }),
      responses: {
        "200": {
          description: "The secret, shown this once.",
          ...json(totpEnrolmentSchema, {
            secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
            otpauth_url:
              "otpauth://totp/Payments:shop%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Payments&algorithm=SHA1&digits=6&period=30",
          }),
        },
        ...errorResponses(JSON_BODY, BEARER, CREDENTIALS, RATE_LIMITED),
      },
    },
  },
  "/api/auth/totp/confirm/": {
    post: {
      operationId: "confirmTwoFactorEnrolment",
      tags,
      summary: "Turn two-factor sign-in on with a first code; answers ten recovery codes, shown once",
      description:
        "`otp`: a code of the secret from `POST /api/auth/totp/`. Missing: `401 otp_required`; wrong: `401 invalid_otp` (counted towards the lockout). From then on `POST /api/auth/token/` needs `otp`. The account's address is told by e-mail.",
      security: bearer,
      requestBody: jsonBody(totpConfirmSchema, { otp: "123456" }),
      responses: {
        "200": {
          description: "On; the recovery codes (stored as digests only).",
          ...json(recoveryCodesSchema, { recovery_codes: ["k3v9q-7xw2m", "a8r4t-pz6ne"] }),
        },
        ...errorResponses(JSON_BODY, BEARER, CREDENTIALS, RATE_LIMITED),
      },
    },
  },
  "/api/auth/login-tokens/{token_key}/": {
    delete: {
      operationId: "revokeApiToken",
      tags,
      summary: "Revoke an API token",
      security: bearer,
      requestParams: { path: z.object({ token_key: z.string() }) },
      responses: { "204": { description: "Revoked." }, ...errorResponses(BODY, BEARER, NOT_FOUND) },
    },
  },
  "/api/auth/password-reset/": {
    post: {
      operationId: "requestPasswordReset",
      security: [],
      tags,
      summary: "Mail a password reset code (always 200: reveals no account)",
      requestBody: jsonBody(emailOnlySchema, { email: "shop@example.com" }),
      responses: { "200": { description: "Accepted.", ...json(detailSchema) }, ...errorResponses(JSON_BODY, RATE_LIMITED) },
    },
  },
  "/api/auth/password-reset/confirm/": {
    post: {
      operationId: "confirmPasswordReset",
      security: [],
      tags,
      summary: "Set a new password with the mailed code; revokes every token",
      requestBody: jsonBody(passwordResetConfirmSchema, {
        email: "shop@example.com",
        otp: "123456",
        password,
        password2: password,
      }),
      responses: { "200": { description: "Changed.", ...json(detailSchema) }, ...errorResponses(JSON_BODY, RATE_LIMITED) },
    },
  },
};
