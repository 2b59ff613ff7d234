import { z } from "zod";
import { ROLES } from "../../domain/accounts/roles";
import { TEAM_ACTIONS } from "../../domain/accounts/team-audit";
import { API_SCOPES } from "../../domain/events/api-scopes";
import { email } from "../../lib/validation";
import { pageOf, pageQuery } from "../paging";

const role = z.enum(ROLES).meta({ description: "`owner`, `admin`, `developer`, `finance` or `viewer`." });

export const inviteMemberSchema = z.strictObject({
  email,
  role,
});

export const changeMemberSchema = z.strictObject({ role });

export const acceptInvitationSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, "Six digits."),
});

export const memberSchema = z
  .strictObject({
    id: z.string(),
    email: z.string(),
    role,
    two_factor: z.boolean().meta({ description: "Whether the member signs in with two factors." }),
    joined_at: z.string(),
    last_seen_at: z.string().nullable().meta({ description: "The last use of any of the member's tokens (to the minute)." }),
  })
  .meta({ id: "Member" });

export const memberListSchema = z.strictObject({ results: z.array(memberSchema) }).meta({ id: "MemberList" });

export const invitationSchema = z.strictObject({ email: z.string(), role, expires_at: z.string() }).meta({ id: "Invitation" });

export const joinedSchema = z.strictObject({ merchant_id: z.string(), role, joined_at: z.string() }).meta({ id: "Membership" });

export const invitationParams = z.strictObject({ id: z.uuid() });

export const pendingInvitationSchema = z
  .strictObject({
    id: z.string(),
    email: z.string(),
    role,
    invited_by: z.string().meta({ description: "The e-mail of the member who invited." }),
    created_at: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: "PendingInvitation" });

export const pendingInvitationListSchema = z
  .strictObject({ results: z.array(pendingInvitationSchema) })
  .meta({ id: "PendingInvitationList" });

export const teamPageQuery = z.strictObject({
  ...pageQuery,
});

export const teamChangeSchema = z
  .strictObject({
    id: z.string(),
    created_at: z.string(),
    actor_email: z.string().meta({ description: "The member who acted." }),
    action: z.enum(TEAM_ACTIONS),
    subject_email: z.string().meta({ description: "Whom it concerned: the invited address or the member's." }),
    role_before: role.nullable(),
    role_after: role.nullable(),
    client_address: z
      .string()
      .nullable()
      .meta({ description: "The address the change came from (null on changes recorded before it was kept)." }),
    token_key: z
      .string()
      .nullable()
      .meta({ description: "The API token revoked, on `api_token.revoked`; null on every other change." }),
  })
  .meta({ id: "TeamChange" });

export const teamChangePageSchema = pageOf(teamChangeSchema).meta({ id: "TeamChangePage" });

export const teamApiTokenParams = z.strictObject({ token_key: z.string().regex(/^ak_[0-9a-f]{16}$/) });

export const teamApiTokenSchema = z
  .strictObject({
    token_key: z.string().meta({ description: "The token's public key (the part before the dot); never its secret." }),
    scopes: z.array(z.enum(API_SCOPES)),
    member: z
      .strictObject({ id: z.string(), email: z.string() })
      .meta({ description: "The member who created it (the token stops when they leave)." }),
    created_at: z.string(),
    expiry: z.string(),
    last_used_at: z.string().nullable().meta({ description: "The last use (to the minute); null if never used." }),
  })
  .meta({ id: "TeamApiToken" });

export const teamApiTokenPageSchema = pageOf(teamApiTokenSchema).meta({ id: "TeamApiTokenPage" });
