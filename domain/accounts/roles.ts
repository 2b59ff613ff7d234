/**
 * A member's role and what each allows: the one table every merchant route's declaration is read against
 * (api/middleware/roles.ts). A route declares one permission; a role has it or the answer is `403
 * insufficient_role` naming the least role that has it.
 */
export const ROLES = ["owner", "admin", "developer", "finance", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Reading transactions, payouts, refunds, conversions, the wallet, statements, reports, the profile and the catalogue. */
  "read",
  /** Reading the money-out controls, their changes and the balance alerts. */
  "read_controls",
  /** Reading everything else: events, webhook endpoints, the team. */
  "read_settings",
  /** Taking money in: transactions, checkouts, payment links. */
  "collect",
  /** Payouts (single, bulk, files), their cancel, resend and recipient lookups. */
  "pay_out",
  "refund",
  "convert",
  /** Approving money out held for approval. */
  "approve",
  /** Creating and revoking API tokens. */
  "api_tokens",
  /** Webhook endpoints and event redelivery. */
  "webhooks",
  /** The profile, the signing secret, the money-out controls and balance alerts. */
  "settings",
  /** Inviting, changing and removing members (only an owner touches an owner). */
  "members",
  /** What any signed-in person does to their own account: sign out, their profile, two-factor, accepting an invitation. */
  "self",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ALL: readonly Permission[] = PERMISSIONS;
const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: ALL,
  admin: ALL,
  developer: ["read", "read_controls", "read_settings", "collect", "api_tokens", "webhooks", "self"],
  finance: ["read", "read_controls", "collect", "pay_out", "refund", "convert", "approve", "self"],
  viewer: ["read", "self"],
};

export const roleAllows = (role: Role, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** The least role that has `permission`, from viewer up to owner (what `details.role_needed` names). */
export function roleNeeded(permission: Permission): Role {
  const fromLeast: Role[] = ["viewer", "developer", "finance", "admin", "owner"];
  return fromLeast.find((role) => roleAllows(role, permission)) ?? "owner";
}

/** The roles that have `permission`, most powerful first (for the message). */
export const rolesWith = (permission: Permission): Role[] => ROLES.filter((role) => roleAllows(role, permission));

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);
