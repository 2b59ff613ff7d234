/** The built-in sandbox provider's code name: reserved in the providers file, fixed for sandbox accounts' routes. */
export const SANDBOX_PROVIDER = "sandbox";
