import { useConsoleBrowser } from "../support/console-browser";
import { createMerchant, createStaff } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";
import { previousStepCode, totpCode } from "../support/two-factor";

/** The console's credentials pages: scoped API tokens, two-factor enrolment and the sign-in that asks for the code. */
const consoleBrowser = useConsoleBrowser();
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ env: { CONSOLE_DIR: consoleBrowser.consoleDir, STAFF_REQUIRE_TOTP: "true" } });
}, 120_000);
afterAll(() => api?.close());

const PHONE = { width: 390, height: 844 };

describe("the merchant's credentials", () => {
  it("creates a token with chosen scopes and lifetime, listed with them", async () => {
    const merchant = await createMerchant(api.database.db);
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, merchant.user.email, merchant.password, "dashboard");
    await page.getByRole("link", { name: "API tokens" }).click();
    // Only `read` is ticked at first.
    expect(await page.getByRole("checkbox", { name: /^payouts/ }).isChecked()).toBe(false);
    expect(await page.getByRole("checkbox", { name: /^read/ }).isChecked()).toBe(true);
    await page.getByRole("checkbox", { name: /^collections/ }).check();
    await page.getByLabel("Expires after").selectOption("30");
    await page.getByLabel("Your password").fill(merchant.password);
    await page.getByRole("button", { name: "Create token" }).click();
    const token = (await page.getByRole("status").locator("output").innerText()).trim();
    await page.getByRole("button", { name: "Copy New API token" }).click();
    await page.getByRole("button", { name: "Copy New API token" }).getByText("Copied").waitFor();
    await page.context().grantPermissions(["clipboard-read"], { origin: api.baseUrl });
    expect(await page.evaluate("navigator.clipboard.readText()")).toBe(token);
    const key = token.split(".")[0]!;
    const row = page.getByRole("table", { name: "Active API tokens" }).getByRole("row").filter({ hasText: key });
    await row.getByText("read, collections").waitFor();
    await view.screenshot("api-token-scopes");
    await page.setViewportSize(PHONE);
    await view.screenshot("api-token-scopes-phone");
    const refused = await api.http.post("/api/payments/payout/", {}, { token });
    expect([refused.status, refused.body.error.details.scope]).toEqual([403, "payouts"]);
    expect(view.problems).toEqual([]);
  });

  it("turns on two-factor sign-in (QR code, secret, recovery codes once), then signs in with a code", async () => {
    const merchant = await createMerchant(api.database.db);
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, merchant.user.email, merchant.password, "dashboard");
    await page.getByRole("link", { name: "Two-factor" }).click();
    await page.getByLabel("Your password").fill(merchant.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("img", { name: "QR code of the two-factor secret" }).waitFor();
    const secret = (await page.getByLabel("Two-factor secret", { exact: true }).innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await view.screenshot("two-factor-enrol");
    await page.getByLabel("Code from the app").fill(await previousStepCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await codes.nth(9).waitFor();
    expect(await codes.count()).toBe(10);
    await view.screenshot("two-factor-recovery-codes");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("E-mail").fill(merchant.user.email);
    await page.getByLabel("Password").fill(merchant.password);
    view.expectFailure(401, /\/api\/auth\/token\/$/);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Two-factor code").waitFor();
    await page.setViewportSize(PHONE);
    await view.screenshot("sign-in-code-phone");
    await page.getByLabel("Two-factor code").fill(totpCode(secret));
    await page.getByRole("button", { name: "Sign in" }).click();
    // Back where it signed out.
    await page.getByText("Two-factor sign-in is on for this account.").waitFor();
    expect(view.problems).toEqual([]);
  });
});

describe("staff, with STAFF_REQUIRE_TOTP", () => {
  it("are taken to enrolment, and into the console once two-factor is on", async () => {
    const staff = await createStaff(api.database.db);
    const { page, ...view } = { ...consoleBrowser.view() };
    // The landing page's staff requests are refused until two-factor is on: that refusal is what sends it to enrol.
    for (let request = 0; request < 4; request++) view.expectFailure(403, /\/api\/admin\//);
    await page.goto(`${api.baseUrl}/admin/`);
    await page.getByLabel("E-mail").fill(staff.user.email);
    await page.getByLabel("Password").fill("staff password 123");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Staff accounts must turn on two-factor sign-in").waitFor();
    await view.screenshot("staff-two-factor-required");
    await page.getByLabel("Your password").fill("staff password 123");
    await page.getByRole("button", { name: "Continue" }).click();
    const secret = (await page.getByLabel("Two-factor secret", { exact: true }).innerText()).trim();
    await page.getByLabel("Code from the app").fill(await previousStepCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByRole("list", { name: "Recovery codes" }).waitFor();
    await page.getByRole("link", { name: "Transactions" }).click();
    await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
    await view.screenshot("staff-after-enrolment");
  });
});
