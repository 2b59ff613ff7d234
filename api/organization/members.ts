import type Router from "@koa/router";
import { cancelInvitation, type PendingInvitation, pendingInvitations } from "../../domain/accounts/invitations";
import {
  acceptInvitation,
  changeMemberRole,
  inviteMember,
  listMembers,
  type MemberListing,
  removeMember,
} from "../../domain/accounts/members";
import { teamChanges } from "../../domain/accounts/team-audit";
import type { UserRow } from "../../domain/accounts/users-store";
import { NotFoundError } from "../../lib/errors";
import { secretBoxFor } from "../../lib/secrets-key";
import type { ApiDeps } from "../deps";
import { requireAuth } from "../middleware/authenticate";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import {
  acceptInvitationSchema,
  changeMemberSchema,
  invitationParams,
  inviteMemberSchema,
  teamPageQuery,
} from "./members-schemas";
import { teamActor } from "./team-actor";
import { teamChangeView } from "./team-views";

const memberView = (member: MemberListing) => ({
  id: member.id,
  email: member.email,
  role: member.role,
  two_factor: member.two_factor,
  joined_at: member.joined_at.toISOString(),
  last_seen_at: member.last_seen_at ? new Date(member.last_seen_at).toISOString() : null,
});

const pendingInvitationView = (invitation: PendingInvitation) => ({
  id: invitation.id,
  email: invitation.email,
  role: invitation.role,
  invited_by: invitation.invited_by,
  created_at: invitation.created_at.toISOString(),
  expires_at: invitation.expires_at.toISOString(),
});

/**
 * A merchant's team: owners and admins invite, change and remove members with a session; anyone signed in
 * with the invited address accepts the mailed code.
 */
export function memberRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/organization/members/", requireAuth, requireScope("read"), requireRole("read_settings"), async (ctx) => {
    const { member } = teamActor(ctx);
    ctx.body = { results: (await listMembers(deps.db, member.merchant_id)).map(memberView) };
  });

  router.post("/api/organization/members/", requireAuth, requireScope("session"), requireRole("members"), async (ctx) => {
    const invitation = parseInput(inviteMemberSchema, ctx.request.body);
    const invited = await inviteMember(
      { db: deps.db, box: secretBoxFor(deps.config), mailer: deps.mailer },
      teamActor(ctx),
      invitation,
    );
    ctx.status = 201;
    ctx.body = { ...invited, expires_at: invited.expires_at.toISOString() };
  });

  router.get("/api/organization/members/invitations/", requireAuth, requireScope("read"), requireRole("members"), async (ctx) => {
    const { member } = teamActor(ctx);
    ctx.body = { results: (await pendingInvitations(deps.db, member.merchant_id)).map(pendingInvitationView) };
  });

  router.delete(
    "/api/organization/members/invitations/:id/",
    requireAuth,
    requireScope("session"),
    requireRole("members"),
    async (ctx) => {
      const params = invitationParams.safeParse(ctx.params);
      if (!params.success) throw new NotFoundError("No such pending invitation.");
      await cancelInvitation(deps.db, teamActor(ctx), params.data.id);
      ctx.status = 204;
    },
  );

  router.get("/api/organization/members/audit/", requireAuth, requireScope("read"), requireRole("read_settings"), async (ctx) => {
    const { member } = teamActor(ctx);
    const page = parseInput(teamPageQuery, ctx.query);
    const { results, next } = await teamChanges(deps.db, member.merchant_id, page);
    ctx.body = { results: results.map(teamChangeView), next };
  });

  router.patch("/api/organization/members/:id/", requireAuth, requireScope("session"), requireRole("members"), async (ctx) => {
    const { role } = parseInput(changeMemberSchema, ctx.request.body);
    const changed = await changeMemberRole(deps.db, teamActor(ctx), ctx.params.id!, role);
    const listing = (await listMembers(deps.db, changed.merchant_id)).find((member) => member.id === changed.id)!;
    ctx.body = memberView(listing);
  });

  router.delete("/api/organization/members/:id/", requireAuth, requireScope("session"), requireRole("members"), async (ctx) => {
    await removeMember(deps.db, teamActor(ctx), ctx.params.id!);
    ctx.status = 204;
  });

  router.post("/api/organization/invitations/accept/", requireAuth, requireScope("session"), requireRole("self"), async (ctx) => {
    const { code } = parseInput(acceptInvitationSchema, ctx.request.body);
    // Five wrong codes and an invitation is dead (counted in the database, domain/accounts/members.ts).
    const member = await acceptInvitation(deps.db, secretBoxFor(deps.config), ctx.state.person as UserRow, code, ctx.ip);
    ctx.status = 201;
    ctx.body = { merchant_id: member.merchant_id, role: member.role, joined_at: new Date(member.joined_at).toISOString() };
  });
}
