import { randomBytes } from "node:crypto";
import { GOOD_PASSWORD, registerVerifiedUser, uniqueEmail } from "../support/accounts";
import { eventually } from "../support/eventually";
import { createMerchant, creditWallet } from "../support/fixtures";
import type { HttpResponse } from "../support/http";
import { usePaymentWorld } from "../support/payment-world";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { enrolTwoFactor } from "../support/two-factor";

/**
 * A merchant's team through the API and real PostgreSQL: invitations by a mailed code, roles on every route,
 * a removed member stopped at once, the last owner kept, and two people for money out (`second_approver`).
 */
let sink: SmtpSink;
const env: Record<string, string> = { SANDBOX_RESULT_DELAY_MS: "300", AUTH_MAX_FAILURES_PER_IP: "1000" };
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
afterAll(() => sink.close());
const world = usePaymentWorld({ env });

interface Member {
  email: string;
  token: string;
  password: string;
  userId: string;
  nextCode?: () => string;
}

const refusal = (response: HttpResponse) => ({ status: response.status, code: response.body?.error?.code });
const http = () => world.api.http;

/** Signs up `email` through the API, is invited as `role` by `inviter`, reads the mailed code and joins. */
async function join(role: string, inviter: { token: string }): Promise<Member> {
  const email = uniqueEmail(role);
  const { token, user } = await registerVerifiedUser(world.api, sink, email);
  const before = sink.countTo(email);
  const invited = await http().post("/api/organization/members/", { email, role }, { token: inviter.token });
  expect(invited.status).toBe(201);
  expect(invited.body).toMatchObject({ email, role });
  const mail = await sink.nextMailTo(email, before);
  expect(mail.subject).toContain("invited");
  const code = await sink.otpFor(email, before);
  const joined = await http().post("/api/organization/invitations/accept/", { code }, { token });
  expect(joined.status).toBe(201);
  expect(joined.body).toMatchObject({ merchant_id: world.merchant.merchantId, role });
  return { email, token, password: GOOD_PASSWORD, userId: user.id };
}

const owner = () => ({ ...world.merchant, email: world.merchant.user.email, userId: world.merchant.user.id });
let ownerCode: () => string;

const payout = (member: { token: string }, amount: string) =>
  http().post(
    "/api/payments/payout/",
    {
      merchant_reference: `po-${randomBytes(5).toString("hex")}`,
      amount,
      currency: "USD",
      recipient_number: "+243812345600",
      callback_url: world.receiver.url,
    },
    { token: member.token },
  );

const approve = (member: Member, reference: string) =>
  http().post(
    `/api/payments/payout/${reference}/approve/`,
    { password: member.password, otp: member.nextCode!() },
    { token: member.token },
  );

const sends = async (reference: string) =>
  Number(
    (await world.api.database.db("provider_attempts").where({ reference, operation: "disburse" }).count({ count: "*" }).first())
      ?.count,
  );

let developer: Member;
let finance: Member;
let finance2: Member;
let viewer: Member;

beforeAll(async () => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "USD", "100000.00");
  ownerCode = (await enrolTwoFactor(http(), world.merchant)).nextCode;
  developer = await join("developer", world.merchant);
  finance = await join("finance", world.merchant);
  finance2 = await join("finance", world.merchant);
  viewer = await join("viewer", world.merchant);
}, 120_000);

describe("invitations and the team", () => {
  it("lists the members with their roles; each member's /me names role and merchant", async () => {
    const list = await http().get("/api/organization/members/", { token: world.merchant.token });
    expect(list.status).toBe(200);
    const byEmail = Object.fromEntries(list.body.results.map((member: { email: string }) => [member.email, member]));
    expect(list.body.results[0]).toMatchObject({ email: owner().email, role: "owner", two_factor: true });
    expect(byEmail[developer.email]).toMatchObject({ role: "developer", two_factor: false });
    expect(byEmail[finance.email]).toMatchObject({ role: "finance" });
    expect(byEmail[viewer.email]).toMatchObject({ role: "viewer" });
    expect(Object.keys(list.body.results[0]).sort()).toEqual(["email", "id", "joined_at", "last_seen_at", "role", "two_factor"]);
    const me = await http().get("/api/auth/me/", { token: finance.token });
    expect(me.body).toMatchObject({
      email: finance.email,
      role: "finance",
      merchant_id: world.merchant.merchantId,
      profile_completed: true,
    });
    // A member reads the merchant's own data, not an empty account of their own.
    const profile = await http().get("/api/organization/merchant/", { token: viewer.token });
    expect(profile.body.id).toBe(world.merchant.merchantId);
  });

  it("a code is accepted once, by the invited address only, and dies after five wrong tries", async () => {
    const email = uniqueEmail("invitee");
    const invitee = await registerVerifiedUser(world.api, sink, email);
    const before = sink.countTo(email);
    expect(
      (await http().post("/api/organization/members/", { email, role: "viewer" }, { token: world.merchant.token })).status,
    ).toBe(201);
    const code = await sink.otpFor(email, before);
    // Someone else signed in with the code: not theirs.
    const stranger = await registerVerifiedUser(world.api, sink);
    expect(refusal(await http().post("/api/organization/invitations/accept/", { code }, { token: stranger.token }))).toEqual({
      status: 400,
      code: "validation_error",
    });
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt++) {
      const tried = await http().post("/api/organization/invitations/accept/", { code: wrong }, { token: invitee.token });
      expect(refusal(tried)).toEqual({ status: 400, code: "validation_error" });
    }
    expect(refusal(await http().post("/api/organization/invitations/accept/", { code }, { token: invitee.token }))).toEqual({
      status: 400,
      code: "validation_error",
    });
    // The code is kept only as a keyed digest.
    const stored = await world.api.database.db("merchant_invitations").whereRaw("lower(email) = lower(?)", [email]).first();
    expect(stored.code_hash).not.toContain(code);
  });

  it("someone who already belongs to a merchant cannot join another: 409 already_member", async () => {
    expect(
      refusal(
        await http().post(
          "/api/organization/members/",
          { email: finance.email, role: "viewer" },
          { token: world.merchant.token },
        ),
      ),
    ).toEqual({ status: 409, code: "already_member" });
    expect(
      refusal(await http().post("/api/organization/invitations/accept/", { code: "123456" }, { token: finance.token })),
    ).toEqual({
      status: 409,
      code: "already_member",
    });
  });
});

describe("roles on every route", () => {
  it("a developer's API token cannot pay out, whatever its scopes: 403 insufficient_role", async () => {
    const created = await http().post(
      "/api/auth/login-tokens/",
      { password: GOOD_PASSWORD, scopes: ["read", "payouts", "collections"] },
      { token: developer.token },
    );
    expect(created.status).toBe(201);
    const apiToken = created.body.token as string;
    const refused = await payout({ token: apiToken }, "10.00");
    expect(refusal(refused)).toEqual({ status: 403, code: "insufficient_role" });
    expect(refused.body.error.details).toEqual({ role_needed: "finance" });
    expect(refusal(await payout(developer, "10.00"))).toEqual({ status: 403, code: "insufficient_role" });
    // What a developer may do, the token may: read, take money in.
    expect((await http().get("/api/payments/payout/", { token: apiToken })).status).toBe(200);
    expect((await world.createPayment({}).then(() => http().get("/api/payments/transaction/", { token: apiToken }))).status).toBe(
      200,
    );
    expect(
      refusal(
        await http().put(
          "/api/organization/money-out-controls/",
          { ip_allowlist: [], daily_limits: {}, approval_above: {} },
          { token: developer.token },
        ),
      ),
    ).toEqual({ status: 403, code: "insufficient_role" });
  });

  it("a viewer reads money but creates nothing, sees no settings and manages no one", async () => {
    const refused = await payout(viewer, "10.00");
    expect(refusal(refused)).toEqual({ status: 403, code: "insufficient_role" });
    expect(refused.body.error.details).toEqual({ role_needed: "finance" });
    const collect = await http().post(
      "/api/payments/transaction/",
      { merchant_reference: "v-1", amount: "1500.00", currency: "CDF", service: "MPESA", customer_number: "+243812345600" },
      { token: viewer.token },
    );
    expect(refusal(collect)).toEqual({ status: 403, code: "insufficient_role" });
    expect(collect.body.error.details).toEqual({ role_needed: "developer" });
    for (const path of [
      "/api/payments/payout/",
      "/api/payments/transaction/",
      "/api/organization/wallet/",
      "/api/payments/refund/",
    ]) {
      expect({ path, status: (await http().get(path, { token: viewer.token })).status }).toEqual({ path, status: 200 });
    }
    expect(refusal(await http().get("/api/webhook-endpoints/", { token: viewer.token }))).toEqual({
      status: 403,
      code: "insufficient_role",
    });
    expect(refusal(await http().get("/api/organization/members/", { token: viewer.token }))).toEqual({
      status: 403,
      code: "insufficient_role",
    });
    expect(
      refusal(await http().post("/api/organization/members/", { email: uniqueEmail(), role: "viewer" }, { token: viewer.token })),
    ).toEqual({ status: 403, code: "insufficient_role" });
    expect(refusal(await http().post("/api/auth/login-tokens/", { password: GOOD_PASSWORD }, { token: viewer.token }))).toEqual({
      status: 403,
      code: "insufficient_role",
    });
  });

  it("finance pays out but holds no API tokens and changes no settings", async () => {
    expect((await payout(finance, "10.00")).status).toBe(201);
    expect(refusal(await http().post("/api/auth/login-tokens/", { password: GOOD_PASSWORD }, { token: finance.token }))).toEqual({
      status: 403,
      code: "insufficient_role",
    });
    expect((await http().get("/api/organization/money-out-controls/", { token: finance.token })).status).toBe(200);
  });
});

describe("two people for money out", () => {
  beforeAll(async () => {
    finance.nextCode = (await enrolTwoFactor(http(), finance)).nextCode;
    finance2.nextCode = (await enrolTwoFactor(http(), finance2)).nextCode;
    const controls = await http().put(
      "/api/organization/money-out-controls/",
      {
        ip_allowlist: [],
        daily_limits: {},
        approval_above: { USD: "500.00" },
        second_approver: true,
        password: world.merchant.password,
        otp: ownerCode(),
      },
      { token: world.merchant.token },
    );
    expect(controls.status).toBe(200);
    expect(controls.body.second_approver).toBe(true);
  });

  it("finance creates a payout but cannot approve their own (403 same_person); another finance member with 2FA approves", async () => {
    const created = await payout(finance, "800.00");
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ payout_status: "Pending", approval_status: "awaiting_approval" });
    const { reference } = created.body;
    const own = await approve(finance, reference);
    expect(refusal(own)).toEqual({ status: 403, code: "same_person" });
    const approved = await approve(finance2, reference);
    expect(approved.status).toBe(200);
    expect(approved.body.approval_status).toBe("approved");
    const row = await world.api.database.db("payouts").where({ reference }).first();
    expect({ created_by: row.created_by, approved_by: row.approved_by }).toEqual({
      created_by: finance.userId,
      approved_by: finance2.userId,
    });
    await eventually(async () => ((await sends(reference)) === 1 ? true : undefined));
  });

  it("a viewer cannot approve; concurrent approvals by two members count once (one send)", async () => {
    const { reference } = (await payout(finance, "700.00")).body;
    const viewerApproval = await http().post(
      `/api/payments/payout/${reference}/approve/`,
      { password: GOOD_PASSWORD, otp: "000000" },
      { token: viewer.token },
    );
    expect(refusal(viewerApproval)).toEqual({ status: 403, code: "insufficient_role" });
    const ownerMember = { ...owner(), nextCode: ownerCode } as Member;
    const answers = await Promise.all([approve(finance2, reference), approve(ownerMember, reference)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const final = await eventually(async () => {
      const row = await world.api.database.db("payouts").where({ reference }).first();
      return ["Success", "Failed"].includes(row.payout_status) ? row : undefined;
    });
    expect(final.approval_status).toBe("approved");
    expect([finance2.userId, owner().userId]).toContain(final.approved_by);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await sends(reference)).toBe(1);
  });

  it("the controls' audit names the member who changed them", async () => {
    const audit = await http().get("/api/organization/money-out-controls/audit/", { token: finance.token });
    expect(audit.status).toBe(200);
    expect(audit.body.results[0]).toMatchObject({ actor_email: owner().email, after: { second_approver: true } });
  });
});

describe("changing and removing members", () => {
  it("a removed member's session and API token are refused at once (401)", async () => {
    const member = await join("developer", world.merchant);
    const apiToken = (await http().post("/api/auth/login-tokens/", { password: GOOD_PASSWORD }, { token: member.token })).body
      .token as string;
    expect((await http().get("/api/payments/transaction/", { token: apiToken })).status).toBe(200);
    const id = (await http().get("/api/organization/members/", { token: world.merchant.token })).body.results.find(
      (row: { email: string }) => row.email === member.email,
    ).id;
    expect((await http().delete(`/api/organization/members/${id}/`, { token: world.merchant.token })).status).toBe(204);
    expect((await http().get("/api/payments/transaction/", { token: apiToken })).status).toBe(401);
    expect((await http().get("/api/payments/transaction/", { token: member.token })).status).toBe(401);
    expect((await http().get("/api/auth/me/", { token: member.token })).status).toBe(401);
  });

  it("the last owner can be neither removed nor demoted (409); an admin cannot touch an owner", async () => {
    const members = (await http().get("/api/organization/members/", { token: world.merchant.token })).body.results;
    const ownerId = members.find((row: { role: string }) => row.role === "owner").id;
    expect(refusal(await http().delete(`/api/organization/members/${ownerId}/`, { token: world.merchant.token }))).toEqual({
      status: 409,
      code: "last_owner",
    });
    expect(
      refusal(await http().patch(`/api/organization/members/${ownerId}/`, { role: "admin" }, { token: world.merchant.token })),
    ).toEqual({
      status: 409,
      code: "last_owner",
    });

    const admin = await join("admin", world.merchant);
    const demote = await http().patch(`/api/organization/members/${ownerId}/`, { role: "viewer" }, { token: admin.token });
    expect(refusal(demote)).toEqual({ status: 403, code: "insufficient_role" });
    expect(demote.body.error.details).toEqual({ role_needed: "owner" });
    expect(refusal(await http().delete(`/api/organization/members/${ownerId}/`, { token: admin.token }))).toEqual({
      status: 403,
      code: "insufficient_role",
    });
    expect(
      refusal(await http().post("/api/organization/members/", { email: uniqueEmail(), role: "owner" }, { token: admin.token })),
    ).toEqual({ status: 403, code: "insufficient_role" });
    const viewerId = members.find((row: { email: string }) => row.email === viewer.email).id;
    expect(
      refusal(await http().patch(`/api/organization/members/${viewerId}/`, { role: "owner" }, { token: admin.token })),
    ).toEqual({
      status: 403,
      code: "insufficient_role",
    });
    // Everything else, an admin does.
    const changed = await http().patch(`/api/organization/members/${viewerId}/`, { role: "finance" }, { token: admin.token });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: viewer.email, role: "finance" });
    expect(
      (await http().patch(`/api/organization/members/${viewerId}/`, { role: "viewer" }, { token: admin.token })).status,
    ).toBe(200);

    // With a second owner, the first may step down.
    const adminId = (await http().get("/api/organization/members/", { token: world.merchant.token })).body.results.find(
      (row: { email: string }) => row.email === admin.email,
    ).id;
    expect(
      (await http().patch(`/api/organization/members/${adminId}/`, { role: "owner" }, { token: world.merchant.token })).status,
    ).toBe(200);
    expect(
      (await http().patch(`/api/organization/members/${ownerId}/`, { role: "admin" }, { token: world.merchant.token })).status,
    ).toBe(200);
    expect((await http().patch(`/api/organization/members/${ownerId}/`, { role: "owner" }, { token: admin.token })).status).toBe(
      200,
    );
  });
});

describe("pending invitations", () => {
  const invitations = (token: string) => http().get("/api/organization/members/invitations/", { token });
  const cancel = (id: string, token: string) => http().delete(`/api/organization/members/invitations/${id}/`, { token });

  /** Invites a fresh address as `role`; answers the address, its mailed code and its pending invitation's id. */
  async function invite(role: string, inviter: { token: string }) {
    const email = uniqueEmail(`pending-${role}`);
    const before = sink.countTo(email);
    expect((await http().post("/api/organization/members/", { email, role }, { token: inviter.token })).status).toBe(201);
    const code = await sink.otpFor(email, before);
    const listed = (await invitations(world.merchant.token)).body.results.find((row: { email: string }) => row.email === email);
    return { email, code, id: listed.id as string };
  }

  it("lists the pending invitations with who invited, never the code; a cancelled one's code is refused", async () => {
    const email = uniqueEmail("cancelled");
    const invitee = await registerVerifiedUser(world.api, sink, email);
    const before = sink.countTo(email);
    await http().post("/api/organization/members/", { email, role: "finance" }, { token: world.merchant.token });
    const code = await sink.otpFor(email, before);

    const list = await invitations(world.merchant.token);
    expect(list.status).toBe(200);
    const pending = list.body.results.find((row: { email: string }) => row.email === email);
    expect(pending).toMatchObject({ email, role: "finance", invited_by: owner().email });
    expect(Object.keys(pending).sort()).toEqual(["created_at", "email", "expires_at", "id", "invited_by", "role"]);
    expect(new Date(pending.expires_at).getTime() - new Date(pending.created_at).getTime()).toBeCloseTo(72 * 3_600_000, -4);
    expect(JSON.stringify(list.body)).not.toContain(code);
    // Accepted invitations are not pending.
    expect(list.body.results.map((row: { email: string }) => row.email)).not.toContain(finance.email);

    expect((await cancel(pending.id, world.merchant.token)).status).toBe(204);
    expect((await invitations(world.merchant.token)).body.results.map((row: { id: string }) => row.id)).not.toContain(pending.id);
    expect(refusal(await http().post("/api/organization/invitations/accept/", { code }, { token: invitee.token }))).toEqual({
      status: 400,
      code: "validation_error",
    });
    // Cancelled once is cancelled: a second cancel finds nothing pending.
    expect(refusal(await cancel(pending.id, world.merchant.token))).toEqual({ status: 404, code: "not_found" });
  });

  it("another merchant's, a malformed or an accepted invitation id is 404; only owners and admins read and cancel", async () => {
    const other = await createMerchant(world.api.database.db);
    const theirs = uniqueEmail("theirs");
    await http().post("/api/organization/members/", { email: theirs, role: "viewer" }, { token: other.token });
    const theirId = (await invitations(other.token)).body.results.find((row: { email: string }) => row.email === theirs).id;
    expect((await invitations(world.merchant.token)).body.results.map((row: { id: string }) => row.id)).not.toContain(theirId);
    const refused = await cancel(theirId, world.merchant.token);
    expect(refusal(refused)).toEqual({ status: 404, code: "not_found" });
    expect(refused.body.error.message).toEqual(expect.any(String));
    expect((await invitations(other.token)).body.results.map((row: { id: string }) => row.id)).toContain(theirId);

    expect(refusal(await cancel("not-a-uuid", world.merchant.token))).toEqual({ status: 404, code: "not_found" });
    const accepted = await world.api.database
      .db("merchant_invitations")
      .whereRaw("lower(email) = lower(?)", [viewer.email])
      .whereNotNull("accepted_at")
      .first("id");
    expect(refusal(await cancel(accepted.id, world.merchant.token))).toEqual({ status: 404, code: "not_found" });

    const { id } = await invite("viewer", world.merchant);
    for (const member of [developer, finance]) {
      expect(refusal(await invitations(member.token))).toEqual({ status: 403, code: "insufficient_role" });
      expect(refusal(await cancel(id, member.token))).toEqual({ status: 403, code: "insufficient_role" });
    }
  });

  it("an admin cancels an invitation but not one to the owner role", async () => {
    const admin = await join("admin", world.merchant);
    const toOwner = await invite("owner", world.merchant);
    const refused = await cancel(toOwner.id, admin.token);
    expect(refusal(refused)).toEqual({ status: 403, code: "insufficient_role" });
    expect(refused.body.error.details).toEqual({ role_needed: "owner" });
    const toViewer = await invite("viewer", admin);
    expect((await invitations(admin.token)).body.results[0]).toMatchObject({ id: toViewer.id, invited_by: admin.email });
    expect((await cancel(toViewer.id, admin.token)).status).toBe(204);
    expect((await cancel(toOwner.id, world.merchant.token)).status).toBe(204);
  });
});

describe("the team's audit", () => {
  it("inviting, cancelling, joining, changing a role and removing each write one row naming who acted", async () => {
    const since = Number((await world.api.database.db("merchant_audit").max({ id: "id" }).first())?.id ?? 0);
    const member = await join("viewer", world.merchant);
    const cancelled = uniqueEmail("audit-cancel");
    await http().post("/api/organization/members/", { email: cancelled, role: "developer" }, { token: world.merchant.token });
    const pending = (await http().get("/api/organization/members/invitations/", { token: world.merchant.token })).body.results;
    const cancelledId = pending.find((row: { email: string }) => row.email === cancelled).id;
    expect(
      (await http().delete(`/api/organization/members/invitations/${cancelledId}/`, { token: world.merchant.token })).status,
    ).toBe(204);
    const memberId = (await http().get("/api/organization/members/", { token: world.merchant.token })).body.results.find(
      (row: { email: string }) => row.email === member.email,
    ).id;
    const patched = await http().patch(
      `/api/organization/members/${memberId}/`,
      { role: "finance" },
      { token: world.merchant.token },
    );
    expect(patched.status).toBe(200);
    expect((await http().delete(`/api/organization/members/${memberId}/`, { token: world.merchant.token })).status).toBe(204);

    const audit = await http().get("/api/organization/members/audit/?limit=100", { token: developer.token });
    expect(audit.status).toBe(200);
    const rows = audit.body.results
      .filter((row: { id: string }) => Number(row.id) > since)
      .reverse()
      .map(({ actor_email, action, subject_email, role_before, role_after }: Record<string, string | null>) => ({
        actor_email,
        action,
        subject_email,
        role_before,
        role_after,
      }));
    const by = owner().email;
    expect(rows).toEqual([
      { actor_email: by, action: "invitation.created", subject_email: member.email, role_before: null, role_after: "viewer" },
      {
        actor_email: member.email,
        action: "member.joined",
        subject_email: member.email,
        role_before: null,
        role_after: "viewer",
      },
      { actor_email: by, action: "invitation.created", subject_email: cancelled, role_before: null, role_after: "developer" },
      { actor_email: by, action: "invitation.cancelled", subject_email: cancelled, role_before: "developer", role_after: null },
      {
        actor_email: by,
        action: "member.role_changed",
        subject_email: member.email,
        role_before: "viewer",
        role_after: "finance",
      },
      { actor_email: by, action: "member.removed", subject_email: member.email, role_before: "finance", role_after: null },
    ]);
    expect(refusal(await http().get("/api/organization/members/audit/", { token: viewer.token }))).toEqual({
      status: 403,
      code: "insufficient_role",
    });
    const other = await createMerchant(world.api.database.db);
    expect((await http().get("/api/organization/members/audit/", { token: other.token })).body.results).toEqual([]);
  });
});
