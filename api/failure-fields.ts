import { z } from "zod";

/** A Failed movement's `failure_reason` and `provider_failure_code`, as every movement's schema shows them. */
export const failureReasonField = z.string().nullable().meta({
  description:
    "Set when `Failed`: one word of the failure vocabulary (`GET /api/organization/failure-reasons/` lists each with its message in English and French).",
});

export const providerFailureCodeField = z.string().nullable().meta({
  description:
    "The provider's own code behind a `Failed` `failure_reason`, verbatim as its network sent it; null when the provider gave none (the service's own reasons).",
});
