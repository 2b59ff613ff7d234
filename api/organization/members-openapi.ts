import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BEARER, errorResponses, JSON_BODY, NOT_FOUND, STAFF } from "../reference/errors";
import { bearer, json, jsonBody } from "../reference/operations";
import {
  acceptInvitationSchema,
  changeMemberSchema,
  invitationSchema,
  inviteMemberSchema,
  joinedSchema,
  memberListSchema,
  memberSchema,
  pendingInvitationListSchema,
  teamApiTokenPageSchema,
  teamChangePageSchema,
  teamPageQuery,
} from "./members-schemas";

const tags = ["Organization"];
const member = {
  id: "8f14e45f-ceea-467f-a0e6-5c2d1e3b9a10",
  email: "amani@boutique.example.com",
  role: "finance",
  two_factor: true,
  joined_at: "2026-01-15T09:30:00.000Z",
  last_seen_at: "2026-01-16T08:12:00.000Z",
};
const memberPath = z.object({ id: z.string().meta({ description: "The member's id (from the list)." }) });
const LAST_OWNER = { 409: ["last_owner"] } as const;
const pendingInvitation = {
  id: "3c9e2a71-5b4d-4f0e-9a18-7d2c6b1e4f93",
  email: "jean@boutique.example.com",
  role: "viewer",
  invited_by: "owner@boutique.example.com",
  created_at: "2026-01-15T09:30:00.000Z",
  expires_at: "2026-01-18T09:30:00.000Z",
};
const invitationPath = z.object({ id: z.string().meta({ description: "The invitation's id (from the pending list)." }) });
const tokenPath = z.object({ token_key: z.string().meta({ description: "The token's key (from the team's token list)." }) });
const merchantPath = z.object({ id: z.string().meta({ description: "The merchant's id." }) });
const teamChangesPage = {
  results: [
    {
      id: "42",
      created_at: "2026-01-16T10:00:00.000Z",
      actor_email: "owner@boutique.example.com",
      action: "member.role_changed",
      subject_email: member.email,
      role_before: "viewer",
      role_after: "finance",
      client_address: "203.0.113.7",
      token_key: null,
    },
  ],
  next: null,
};

export const memberPaths: ZodOpenApiPathsObject = {
  "/api/organization/members/": {
    get: {
      operationId: "listMembers",
      tags,
      summary: "The merchant's team (owner, admin or developer)",
      security: bearer,
      responses: {
        "200": { description: "Owners first, then by when they joined.", ...json(memberListSchema, { results: [member] }) },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
    post: {
      operationId: "inviteMember",
      tags,
      summary: "Invite someone by e-mail: a 6-digit code valid 72 h is mailed (owner or admin; only an owner invites an owner)",
      security: bearer,
      requestBody: jsonBody(inviteMemberSchema, { email: member.email, role: "finance" }),
      responses: {
        "201": {
          description: "Invited; the code goes by mail only.",
          ...json(invitationSchema, { email: member.email, role: "finance", expires_at: "2026-01-18T09:30:00.000Z" }),
        },
        ...errorResponses(JSON_BODY, BEARER, NOT_FOUND, { 409: ["already_member"] }),
      },
    },
  },
  "/api/organization/members/invitations/": {
    get: {
      operationId: "listPendingInvitations",
      tags,
      summary: "The invitations not yet accepted, cancelled or expired, newest first (owner or admin; never the code)",
      security: bearer,
      responses: {
        "200": {
          description: "Each with the e-mail of the member who invited.",
          ...json(pendingInvitationListSchema, { results: [pendingInvitation] }),
        },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/organization/members/invitations/{id}/": {
    delete: {
      operationId: "cancelInvitation",
      tags,
      summary:
        "Cancel a pending invitation: its code is refused from then on (owner or admin; only an owner cancels one to the owner role)",
      security: bearer,
      requestParams: { path: invitationPath },
      responses: {
        "204": { description: "Cancelled." },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/organization/members/audit/": {
    get: {
      operationId: "listTeamChanges",
      tags,
      summary:
        "The team's changes, newest first: invitations made and cancelled, members joining, roles changed, members removed, API tokens revoked (owner, admin or developer)",
      security: bearer,
      requestParams: { query: teamPageQuery },
      responses: {
        "200": {
          description: "Each names the member who acted, whom it concerned and the address it came from.",
          ...json(teamChangePageSchema, teamChangesPage),
        },
        ...errorResponses(BEARER, NOT_FOUND, { 400: ["validation_error"] }),
      },
    },
  },
  "/api/organization/members/api-tokens/": {
    get: {
      operationId: "listTeamApiTokens",
      tags,
      summary: "Every member's live API tokens, newest first, with who created each (owner or admin; never a secret)",
      security: bearer,
      requestParams: { query: teamPageQuery },
      responses: {
        "200": {
          description: "A page.",
          ...json(teamApiTokenPageSchema, {
            results: [
              {
                token_key: "ak_3f9a1c0e5b7d2468",
                scopes: ["read", "collections"],
                member: { id: member.id, email: member.email },
                created_at: "2026-01-15T10:00:00.000Z",
                expiry: "2026-04-15T10:00:00.000Z",
                last_used_at: "2026-01-16T08:12:00.000Z",
              },
            ],
            next: null,
          }),
        },
        ...errorResponses(BEARER, NOT_FOUND, { 400: ["validation_error"] }),
      },
    },
  },
  "/api/organization/members/api-tokens/{token_key}/": {
    delete: {
      operationId: "revokeTeamApiToken",
      tags,
      summary:
        "Revoke a member's API token: it is refused from the next request, and the team's audit records it (owner or admin; only an owner revokes an owner's)",
      security: bearer,
      requestParams: { path: tokenPath },
      responses: {
        "204": { description: "Revoked." },
        ...errorResponses(BEARER, NOT_FOUND),
      },
    },
  },
  "/api/organization/members/{id}/": {
    patch: {
      operationId: "changeMemberRole",
      tags,
      summary: "Change a member's role (owner or admin; only an owner makes or changes an owner; the last owner stays)",
      security: bearer,
      requestParams: { path: memberPath },
      requestBody: jsonBody(changeMemberSchema, { role: "viewer" }),
      responses: {
        "200": { description: "The member as changed.", ...json(memberSchema, { ...member, role: "viewer" }) },
        ...errorResponses(JSON_BODY, BEARER, NOT_FOUND, LAST_OWNER),
      },
    },
    delete: {
      operationId: "removeMember",
      tags,
      summary:
        "Remove a member: their sessions and API tokens stop at once (only an owner removes an owner; the last owner stays)",
      security: bearer,
      requestParams: { path: memberPath },
      responses: {
        "204": { description: "Removed." },
        ...errorResponses(BEARER, NOT_FOUND, LAST_OWNER),
      },
    },
  },
  "/api/organization/invitations/accept/": {
    post: {
      operationId: "acceptInvitation",
      tags,
      summary: "Join the team whose invitation to the signed-in address carries this code (five wrong codes and it is dead)",
      security: bearer,
      requestBody: jsonBody(acceptInvitationSchema, { code: "493027" }),
      responses: {
        "201": {
          description: "Joined.",
          ...json(joinedSchema, {
            merchant_id: "5d0b7c4e-2f55-4a8e-8f0e-3c8a4f2b9e61",
            role: "finance",
            joined_at: member.joined_at,
          }),
        },
        ...errorResponses(JSON_BODY, BEARER, { 409: ["already_member"] }),
      },
    },
  },
  "/api/admin/merchants/{id}/team-audit/": {
    get: {
      operationId: "staffListTeamChanges",
      tags: ["Staff"],
      summary: "A merchant's team changes, newest first, as its members read them",
      description: "Staff only (`is_staff`); anyone else gets `403`.",
      security: bearer,
      requestParams: { path: merchantPath, query: teamPageQuery },
      responses: {
        "200": { description: "A page.", ...json(teamChangePageSchema, teamChangesPage) },
        ...errorResponses({ 400: ["validation_error"] }, BEARER, STAFF, NOT_FOUND),
      },
    },
  },
};
