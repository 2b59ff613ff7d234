import { GOOD_PASSWORD } from "../support/accounts";
import { createMerchant, createStaff, type MerchantFixture } from "../support/fixtures";
import type { HttpResponse } from "../support/http";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { joinTeam, type TeamMember } from "../support/team";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * What owners and admins oversee of their team, through the API and real PostgreSQL: every member's API
 * tokens (listed without secrets, revoked at once, the revocation audited), the client address of every
 * team change, and staff reading a merchant's team changes. The API trusts 127.0.0.1 as its proxy, so a
 * request can speak for a client behind it with X-Forwarded-For.
 */
let sink: SmtpSink;
let api: TestApi;
let owner: MerchantFixture;
let admin: TeamMember;
let developer: TeamMember;
let other: MerchantFixture;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApi({ SMTP_URL: sink.url, TRUSTED_PROXIES: "127.0.0.1/32", AUTH_MAX_FAILURES_PER_IP: "1000" });
  owner = await createMerchant(api.database.db);
  other = await createMerchant(api.database.db);
  admin = await joinTeam(api, sink, "admin", owner);
  developer = await joinTeam(api, sink, "developer", owner);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await sink?.close();
});

const http = () => api.http;
const refusal = (response: HttpResponse) => ({ status: response.status, code: response.body?.error?.code });
const TOKENS = "/api/organization/members/api-tokens/";
const from = (address: string) => ({ "X-Forwarded-For": address });

async function apiToken(holder: { token: string }, password: string, scopes = ["read"]) {
  const created = await http().post("/api/auth/login-tokens/", { password, scopes }, { token: holder.token });
  expect(created.status).toBe(201);
  return { token: created.body.token as string, key: created.body.token_key as string };
}

const listed = async (token: string) => {
  const page = await http().get(`${TOKENS}?limit=100`, { token });
  expect(page.status).toBe(200);
  return page.body.results as Array<Record<string, unknown> & { token_key: string }>;
};

describe("the team's API tokens", () => {
  it("owners and admins list every member's live API token with its creator, never a secret; no other merchant's", async () => {
    const developers = await apiToken(developer, GOOD_PASSWORD, ["read", "collections"]);
    const owners = await apiToken(owner, owner.password);
    const revoked = await apiToken(developer, GOOD_PASSWORD);
    expect((await http().delete(`/api/auth/login-tokens/${revoked.key}/`, { token: developer.token })).status).toBe(204);
    const theirs = await apiToken(other, other.password);

    for (const reader of [owner, admin]) {
      const rows = await listed(reader.token);
      const keys = rows.map((row) => row.token_key);
      expect(keys).toEqual(expect.arrayContaining([developers.key, owners.key]));
      expect(keys).not.toContain(revoked.key);
      expect(keys).not.toContain(theirs.key);
      // Sessions are not API tokens.
      expect(keys.every((key) => key.startsWith("ak_"))).toBe(true);
      const row = rows.find((entry) => entry.token_key === developers.key)!;
      const members = (await http().get("/api/organization/members/", { token: owner.token })).body.results;
      const developerId = members.find((member: { email: string }) => member.email === developer.email).id;
      expect(row).toMatchObject({
        scopes: ["read", "collections"],
        member: { id: developerId, email: developer.email },
        last_used_at: null,
      });
      expect(Object.keys(row).sort()).toEqual(["created_at", "expiry", "last_used_at", "member", "scopes", "token_key"]);
      const body = JSON.stringify(rows);
      for (const secret of [developers.token, owners.token]) expect(body).not.toContain(secret.split(".")[1]);
      expect(body).not.toContain("hash");
    }
    expect((await listed(other.token)).map((row) => row.token_key)).toEqual([theirs.key]);
  });

  it("pages newest first; only owners and admins read them", async () => {
    const first = await http().get(`${TOKENS}?limit=1`, { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(1);
    const second = await http().get(`${TOKENS}?limit=1&cursor=${first.body.next}`, { token: owner.token });
    expect(second.body.results).toHaveLength(1);
    expect(second.body.results[0].created_at <= first.body.results[0].created_at).toBe(true);
    expect(second.body.results[0].token_key).not.toBe(first.body.results[0].token_key);
    expect(refusal(await http().get(`${TOKENS}?limit=0`, { token: owner.token }))).toEqual({
      status: 400,
      code: "validation_error",
    });
    expect(refusal(await http().get(`${TOKENS}?cursor=%00`, { token: owner.token }))).toEqual({
      status: 400,
      code: "validation_error",
    });
    expect(refusal(await http().get(TOKENS, { token: developer.token }))).toEqual({ status: 403, code: "insufficient_role" });
  });

  it("an owner or admin revokes a member's token: refused from the next request, audited with the address", async () => {
    const developers = await apiToken(developer, GOOD_PASSWORD);
    expect((await http().get("/api/payments/transaction/", { token: developers.token })).status).toBe(200);
    const revoked = await http().delete(`${TOKENS}${developers.key}/`, { token: owner.token, headers: from("203.0.113.9") });
    expect(revoked.status).toBe(204);
    expect((await http().get("/api/payments/transaction/", { token: developers.token })).status).toBe(401);
    expect((await listed(owner.token)).map((row) => row.token_key)).not.toContain(developers.key);
    // The developer's session and other tokens are untouched.
    expect((await http().get("/api/auth/me/", { token: developer.token })).status).toBe(200);

    const audit = await http().get("/api/organization/members/audit/", { token: owner.token });
    expect(audit.body.results[0]).toMatchObject({
      actor_email: owner.user.email,
      action: "api_token.revoked",
      subject_email: developer.email,
      role_before: null,
      role_after: null,
      client_address: "203.0.113.9",
      token_key: developers.key,
    });

    const admins = await apiToken(admin, GOOD_PASSWORD);
    expect((await http().delete(`${TOKENS}${admins.key}/`, { token: admin.token })).status).toBe(204);
    expect((await http().get("/api/payments/transaction/", { token: admins.token })).status).toBe(401);
  });

  it("an owner's token only an owner revokes, as only an owner removes an owner", async () => {
    const owners = await apiToken(owner, owner.password);
    const byAdmin = await http().delete(`${TOKENS}${owners.key}/`, { token: admin.token });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error).toMatchObject({ code: "insufficient_role", details: { role_needed: "owner" } });
    expect((await http().get("/api/payments/transaction/", { token: owners.token })).status).toBe(200);
    expect((await http().delete(`${TOKENS}${owners.key}/`, { token: owner.token })).status).toBe(204);
    expect((await http().get("/api/payments/transaction/", { token: owners.token })).status).toBe(401);
  });

  it("another merchant's, a revoked, a session's or a malformed key is 404; a developer revokes none", async () => {
    const theirs = await apiToken(other, other.password);
    const developers = await apiToken(developer, GOOD_PASSWORD);
    expect(refusal(await http().delete(`${TOKENS}${developers.key}/`, { token: developer.token }))).toEqual({
      status: 403,
      code: "insufficient_role",
    });
    expect(refusal(await http().delete(`${TOKENS}${theirs.key}/`, { token: owner.token }))).toEqual({
      status: 404,
      code: "not_found",
    });
    expect((await http().get("/api/payments/transaction/", { token: theirs.token })).status).toBe(200);
    expect((await http().delete(`${TOKENS}${developers.key}/`, { token: owner.token })).status).toBe(204);
    expect(refusal(await http().delete(`${TOKENS}${developers.key}/`, { token: owner.token }))).toEqual({
      status: 404,
      code: "not_found",
    });
    const sessionKey = developer.token.split(".")[0]!;
    for (const key of [sessionKey, "not-a-key", `ak_${"Z".repeat(16)}`, `ak_${"0".repeat(16)}`]) {
      expect({ key, ...refusal(await http().delete(`${TOKENS}${key}/`, { token: owner.token })) }).toEqual({
        key,
        status: 404,
        code: "not_found",
      });
    }
    expect((await http().get("/api/auth/me/", { token: developer.token })).status).toBe(200);
  });
});

describe("the team's audit and staff", () => {
  it("every team change records the client address", async () => {
    const email = `audit-${Date.now()}@example.com`;
    const invited = await http().post(
      "/api/organization/members/",
      { email, role: "viewer" },
      { token: owner.token, headers: from("198.51.100.4") },
    );
    expect(invited.status).toBe(201);
    const rows = (await http().get("/api/organization/members/audit/?limit=100", { token: owner.token })).body.results;
    expect(rows[0]).toMatchObject({ action: "invitation.created", subject_email: email, client_address: "198.51.100.4" });
    // Straight from the trusted proxy with no X-Forwarded-For: the proxy's own address.
    const joined = rows.find(
      (row: { action: string; subject_email: string }) => row.action === "member.joined" && row.subject_email === developer.email,
    );
    expect(joined).toMatchObject({ actor_email: developer.email, client_address: "127.0.0.1" });
    const stored = await api.database.db("merchant_audit").where({ merchant_id: owner.merchantId }).whereNull("client_address");
    expect(stored).toEqual([]);
  });

  it("staff read a merchant's team changes as its members do; an unknown merchant is 404", async () => {
    const staff = await createStaff(api.database.db);
    const path = `/api/admin/merchants/${owner.merchantId}/team-audit/?limit=100`;
    const read = await http().get(path, { token: staff.token });
    expect(read.status).toBe(200);
    const merchants = await http().get("/api/organization/members/audit/?limit=100", { token: owner.token });
    expect(read.body).toEqual(merchants.body);
    expect(read.body.results.length).toBeGreaterThan(3);

    const page = await http().get(`/api/admin/merchants/${owner.merchantId}/team-audit/?limit=2`, { token: staff.token });
    expect(page.body.results).toEqual(merchants.body.results.slice(0, 2));
    const next = await http().get(`/api/admin/merchants/${owner.merchantId}/team-audit/?limit=2&cursor=${page.body.next}`, {
      token: staff.token,
    });
    expect(next.body.results).toEqual(merchants.body.results.slice(2, 4));

    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect(refusal(await http().get(`/api/admin/merchants/${id}/team-audit/`, { token: staff.token }))).toEqual({
        status: 404,
        code: "not_found",
      });
    }
    expect(refusal(await http().get(path.replace("100", "1000"), { token: staff.token }))).toEqual({
      status: 400,
      code: "validation_error",
    });
    expect((await http().get(path, { token: owner.token })).status).toBe(403);
  });
});
