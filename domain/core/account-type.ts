/** A merchant account's kind: `sandbox` money is play money, `prod` is live. */
export type AccountType = "sandbox" | "prod";
