import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BEARER, BODY, errorResponses, JSON_BODY, NOT_FOUND, PERMISSION, RATE_LIMITED } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  apiTokenCreatedSchema,
  apiTokenListSchema,
  apiTokenPageSchema,
  detailSchema,
  emailOnlySchema,
  loginSchema,
  passwordOnlySchema,
  passwordResetConfirmSchema,
  sessionSchema,
  signupResponseSchema,
  signupSchema,
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
      summary: "Sign in with e-mail and password; answers a session token",
      requestBody: jsonBody(loginSchema, { email: "shop@example.com", password }),
      responses: {
        "200": { description: "A session token.", ...json(sessionSchema, exampleSession) },
        ...errorResponses(JSON_BODY, BEARER, PERMISSION, RATE_LIMITED),
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
      summary: "The signed-in user",
      security: bearer,
      responses: { "200": { description: "The user.", ...json(userSchema, exampleUser) }, ...errorResponses(BEARER) },
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
      summary: "Create a 90-day API token (needs the password and a merchant profile)",
      security: bearer,
      requestBody: jsonBody(passwordOnlySchema, { password }),
      responses: {
        "201": { description: "The token, shown this once.", ...json(apiTokenCreatedSchema) },
        ...errorResponses(JSON_BODY, BEARER, RATE_LIMITED),
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
