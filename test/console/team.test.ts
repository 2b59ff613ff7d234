import { registerVerifiedUser, uniqueEmail } from "../support/accounts";
import { useConsoleBrowser } from "../support/console-browser";
import { createMerchant, type MerchantFixture } from "../support/fixtures";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * The Team page in the console: the owner lists the team and invites by e-mail and role; the invitee, signed up
 * with no profile, enters the mailed code and lands in the merchant's dashboard; the owner changes their role
 * and removes them, cancels a pending invitation, revokes a member's API token, and reads every change in the
 * team's audit (in French too).
 */
const consoleBrowser = useConsoleBrowser();
let api: TestApi;
let sink: SmtpSink;
let owner: MerchantFixture;
const inviteeEmail = uniqueEmail("finance");
let invitee: { token: string; email: string };

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await startTestApi({ env: { CONSOLE_DIR: consoleBrowser.consoleDir, SMTP_URL: sink.url } });
  owner = await createMerchant(api.database.db);
  invitee = await registerVerifiedUser(api, sink, inviteeEmail);
}, 120_000);
afterAll(async () => {
  await api?.close();
  await sink?.close();
});

describe("the Team page", () => {
  it("lists the owner and sends an invitation by e-mail and role", async () => {
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, owner.user.email, owner.password, "dashboard");
    await page.getByRole("link", { name: "Team" }).click();
    await page.getByRole("heading", { name: "Team", level: 1 }).waitFor();
    const members = page.getByRole("table", { name: "Members" });
    await members.getByText(owner.user.email).waitFor();
    const form = page.getByRole("form", { name: "Invite someone" });
    await form.getByLabel("E-mail").fill(inviteeEmail);
    await form.getByLabel("Role").selectOption("finance");
    await form.getByRole("button", { name: "Send the invitation" }).click();
    await page.getByText(`Invitation sent to ${inviteeEmail}.`).waitFor();
    expect((await sink.nextMailTo(inviteeEmail, 1)).subject).toContain("invited");
    await view.settled();
    await view.screenshot("team-invited");
    expect(view.problems).toEqual([]);
  });

  it("lets the invitee, signed up without a profile, join with the mailed code", async () => {
    const code = await sink.otpFor(inviteeEmail, 1);
    const { page, ...view } = consoleBrowser.view();
    await page.goto(`${api.baseUrl}/dashboard/`);
    await page.getByLabel("E-mail").fill(inviteeEmail);
    await page.getByLabel("Password").fill("Kinshasa-river-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    const join = page.getByRole("form", { name: "Join a team" });
    await join.getByLabel("Invitation code").fill(code);
    await view.settled();
    await view.screenshot("team-join-code");
    await join.getByRole("button", { name: "Join" }).click();
    await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
    const me = await api.http.get("/api/auth/me/", { token: invitee.token });
    expect(me.body).toMatchObject({ role: "finance", merchant_id: owner.merchantId });
    expect(view.problems).toEqual([]);
  });

  it("changes a member's role and removes them", async () => {
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, owner.user.email, owner.password, "dashboard");
    await page.getByRole("link", { name: "Team" }).click();
    const members = page.getByRole("table", { name: "Members" });
    await members.getByText(inviteeEmail).waitFor();
    await page.getByLabel(`Role of ${inviteeEmail}`).selectOption("viewer");
    await page.getByText(`${inviteeEmail} is now Viewer.`).waitFor();
    await view.settled();
    await view.screenshot("team-members");
    await page.getByRole("button", { name: `Remove ${inviteeEmail}` }).click();
    await page.getByRole("button", { name: "Confirm removal" }).click();
    await page.getByText(`${inviteeEmail} was removed: their sessions and API tokens stopped.`).waitFor();
    expect((await api.http.get("/api/auth/me/", { token: invitee.token })).status).toBe(401);
    // The last owner stays: the page says why.
    view.expectFailure(409, /\/members\/[^/]+\/$/);
    await page.getByLabel(`Role of ${owner.user.email}`).selectOption("admin");
    await page.getByText("A merchant keeps at least one owner").waitFor();
    await view.settled();
    await view.screenshot("team-last-owner");
    expect(view.problems).toEqual([]);
  });
  it("shows the pending invitations and cancels one; the changes of the team name who acted", async () => {
    const pendingEmail = uniqueEmail("pending");
    expect(
      (await api.http.post("/api/organization/members/", { email: pendingEmail, role: "developer" }, { token: owner.token }))
        .status,
    ).toBe(201);
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, owner.user.email, owner.password, "dashboard");
    await page.getByRole("link", { name: "Team" }).click();
    const pending = page.getByRole("table", { name: "Pending invitations" });
    const row = pending.getByRole("row").filter({ hasText: pendingEmail });
    await row.getByText("Developer").waitFor();
    await row.getByText(owner.user.email).waitFor();
    // Accepted invitations are no longer pending.
    expect(await pending.getByText(inviteeEmail).count()).toBe(0);
    await view.settled();
    await view.screenshot("team-pending-invitations");
    await page.getByRole("button", { name: `Cancel the invitation of ${pendingEmail}` }).click();
    await page.getByText(`The invitation of ${pendingEmail} was cancelled: its code no longer works.`).waitFor();
    await pending.getByText("No invitation is waiting.").waitFor();
    const changes = page.getByRole("table", { name: "Changes of the team" });
    await changes.getByText(`Cancelled the invitation of ${pendingEmail} (Developer)`).waitFor();
    await changes.getByText(`${inviteeEmail} joined as Finance`).waitFor();
    await changes.getByText(`${inviteeEmail}: Finance → Viewer`).waitFor();
    await changes.getByText(`Removed ${inviteeEmail} (Viewer)`).waitFor();
    await view.settled();
    await view.screenshot("team-changes");
    expect(view.problems).toEqual([]);
  });

  it("lists the team's API tokens and revokes one", async () => {
    const created = await api.http.post(
      "/api/auth/login-tokens/",
      { password: owner.password, scopes: ["read"] },
      { token: owner.token },
    );
    expect(created.status).toBe(201);
    const key = created.body.token_key as string;
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, owner.user.email, owner.password, "dashboard");
    await page.getByRole("link", { name: "Team" }).click();
    const tokens = page.getByRole("table", { name: "The team's API tokens" });
    await tokens.getByRole("row").filter({ hasText: key }).getByText(owner.user.email).waitFor();
    expect(await tokens.getByText(created.body.token as string).count()).toBe(0);
    await view.settled();
    await view.screenshot("team-api-tokens");
    await page.getByRole("button", { name: `Revoke the API token ${key}` }).click();
    await page.getByText(`The API token ${key} of ${owner.user.email} was revoked: it no longer works.`).waitFor();
    await tokens.getByText("No live API token.").waitFor();
    await page
      .getByRole("table", { name: "Changes of the team" })
      .getByText(`Revoked ${owner.user.email}'s API token ${key}`)
      .waitFor();
    expect((await api.http.get("/api/payments/transaction/", { token: created.body.token })).status).toBe(401);
    expect(view.problems).toEqual([]);
  });

  it("says the same in French", async () => {
    const pendingEmail = uniqueEmail("attente");
    await api.http.post("/api/organization/members/", { email: pendingEmail, role: "viewer" }, { token: owner.token });
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, owner.user.email, owner.password, "dashboard");
    await page.evaluate(() => localStorage.setItem("payments-console.language", "fr"));
    await page.reload();
    await page.getByRole("link", { name: "Équipe" }).click();
    const pending = page.getByRole("table", { name: "Invitations en attente" });
    await pending.getByRole("row").filter({ hasText: pendingEmail }).getByText("Lecteur").waitFor();
    await page.getByRole("button", { name: `Annuler l'invitation de ${pendingEmail}` }).click();
    await page.getByText(`L'invitation de ${pendingEmail} a été annulée : son code ne fonctionne plus.`).waitFor();
    const changes = page.getByRole("table", { name: "Changements de l'équipe" });
    await changes.getByText(`Invitation de ${pendingEmail} annulée (Lecteur)`).waitFor();
    await changes.getByText(`${pendingEmail} invité comme Lecteur`).waitFor();
    await view.settled();
    await view.screenshot("team-french");
    expect(view.problems).toEqual([]);
  });

  it("turns on the second approver among the money-out controls", async () => {
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, owner.user.email, owner.password, "dashboard");
    await page.getByRole("link", { name: "Controls" }).click();
    const form = page.getByRole("form", { name: "Change the money-out controls" });
    await form.getByRole("checkbox", { name: /Second approver/ }).check();
    await form.getByLabel("Your password").fill(owner.password);
    await form.getByRole("button", { name: "Save controls" }).click();
    await page.getByText("Saved. A message about this change was sent to your e-mail address.").waitFor();
    await page.getByRole("table", { name: "Changes of the money-out controls" }).getByText("Second approver: No → Yes").waitFor();
    expect((await api.http.get("/api/organization/money-out-controls/", { token: owner.token })).body.second_approver).toBe(true);
    await view.settled();
    await view.screenshot("controls-second-approver");
    expect(view.problems).toEqual([]);
  });
});
