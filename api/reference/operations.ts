import type { z } from "zod";
import type { ZodOpenApiComponentsObject } from "zod-openapi";

export const securitySchemes: ZodOpenApiComponentsObject["securitySchemes"] = {
  bearerAuth: {
    type: "http",
    scheme: "bearer",
    description:
      "`Authorization: Bearer <token_key>.<secret>`: a session token (24 h, from sign-in or e-mail verification) or an API token (`POST /api/auth/login-tokens/`, 90 days unless chosen). Each operation needs a scope: `read` (a merchant's GET routes), `collections` (creating transactions, resending their notifications), `payouts` (creating single and bulk payouts, cancelling, resending), `refunds` (creating refunds), or `session` (token management, two-factor, the merchant profile, the signing secret, staff routes), which only session tokens have; an API token has the scopes it was created with. Outside them: `403 insufficient_scope`, `details.scope` naming the one needed.",
  },
};

/** An operation's `security`: the bearer token. */
export const bearer = [{ bearerAuth: [] }];

/** A JSON request body or response: the zod schema the code validates with (or answers), and an example. */
export function json(schema: z.ZodType, example?: unknown) {
  return { content: { "application/json": { schema, ...(example === undefined ? {} : { example }) } } };
}

/** A JSON body that the route requires. */
export const jsonBody = (schema: z.ZodType, example?: unknown) => ({ required: true, ...json(schema, example) });
