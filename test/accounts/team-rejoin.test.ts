import { GOOD_PASSWORD, registerVerifiedUser } from "../support/accounts";
import { createMerchant, type MerchantFixture } from "../support/fixtures";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { inviteAndAccept, joinTeam } from "../support/team";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * A user belongs to one merchant at most, but not for ever: someone removed from merchant A, including the
 * first owner whose profile made A (whose account still holds A's data), may join merchant B.
 */
let sink: SmtpSink;
let api: TestApi;
let merchantA: MerchantFixture;
let merchantB: MerchantFixture;

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApi({ SMTP_URL: sink.url, AUTH_MAX_FAILURES_PER_IP: "1000" });
  merchantA = await createMerchant(api.database.db);
  merchantB = await createMerchant(api.database.db);
}, 60_000);
afterAll(async () => {
  await api?.close();
  await sink?.close();
});

const http = () => api.http;
const memberId = async (email: string, token: string) =>
  (await http().get("/api/organization/members/", { token })).body.results.find(
    (member: { email: string }) => member.email.toLowerCase() === email.toLowerCase(),
  ).id as string;
const signIn = async (email: string, password: string) => {
  const session = await http().post("/api/auth/token/", { email, password });
  expect(session.status).toBe(200);
  return session.body;
};

it("a removed member signs in again and joins another merchant", async () => {
  const member = await joinTeam(api, sink, "finance", merchantA);
  const id = await memberId(member.email, merchantA.token);
  expect((await http().delete(`/api/organization/members/${id}/`, { token: merchantA.token })).status).toBe(204);
  const session = await signIn(member.email, GOOD_PASSWORD);
  const joined = await inviteAndAccept(api, sink, { email: member.email, token: session.token }, "viewer", merchantB);
  expect(joined.status).toBe(201);
  expect(joined.body).toMatchObject({ merchant_id: merchantB.merchantId, role: "viewer" });
  const me = await http().get("/api/auth/me/", { token: session.token });
  expect(me.body).toMatchObject({ role: "viewer", merchant_id: merchantB.merchantId, profile_completed: true });
});

it("the first owner, removed by another owner, may only join a team, then acts for merchant B and not A", async () => {
  const secondOwner = await joinTeam(api, sink, "owner", merchantA);
  const firstOwner = merchantA.user.email;
  const id = await memberId(firstOwner, secondOwner.token);
  expect((await http().delete(`/api/organization/members/${id}/`, { token: secondOwner.token })).status).toBe(204);
  expect((await http().get("/api/auth/me/", { token: merchantA.token })).status).toBe(401);

  // Signed in again, they belong to no merchant: their account, which still holds A's data, shows no profile.
  const session = await signIn(firstOwner, merchantA.password);
  expect(session.user).toMatchObject({ profile_completed: false, has_wallet: false });
  const me = await http().get("/api/auth/me/", { token: session.token });
  expect(me.body).toMatchObject({ role: null, merchant_id: null, profile_completed: false });
  for (const path of ["/api/payments/transaction/", "/api/organization/wallet/", "/api/organization/merchant/"]) {
    expect({ path, status: (await http().get(path, { token: session.token })).status }).toEqual({ path, status: 401 });
  }
  const refused = await http().post("/api/auth/login-tokens/", { password: merchantA.password }, { token: session.token });
  expect(refused.status).toBe(401);

  const joined = await inviteAndAccept(api, sink, { email: firstOwner, token: session.token }, "developer", merchantB);
  expect(joined.status).toBe(201);
  expect(joined.body).toMatchObject({ merchant_id: merchantB.merchantId, role: "developer" });
  const after = await http().get("/api/auth/me/", { token: session.token });
  expect(after.body).toMatchObject({ role: "developer", merchant_id: merchantB.merchantId, profile_completed: true });
  expect((await http().get("/api/organization/merchant/", { token: session.token })).body.id).toBe(merchantB.merchantId);
  expect((await signIn(firstOwner, merchantA.password)).user.profile_completed).toBe(true);
  // A keeps its remaining owner, who still acts on A's data.
  expect((await http().get("/api/organization/merchant/", { token: secondOwner.token })).body.id).toBe(merchantA.merchantId);
});

it("someone in a team still cannot join another: 409 already_member", async () => {
  const stranger = await registerVerifiedUser(api, sink);
  expect((await inviteAndAccept(api, sink, stranger, "viewer", merchantB)).status).toBe(201);
  const merchantC = await createMerchant(api.database.db);
  const invited = await http().post(
    "/api/organization/members/",
    { email: stranger.email, role: "viewer" },
    { token: merchantC.token },
  );
  expect({ status: invited.status, code: invited.body.error?.code }).toEqual({ status: 409, code: "already_member" });
});
