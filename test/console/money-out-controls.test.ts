import { randomBytes } from "node:crypto";
import { useConsoleBrowser } from "../support/console-browser";
import { eventually } from "../support/eventually";
import { createMerchant, createStaff, creditWallet, type MerchantFixture } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";
import { enrolTwoFactor } from "../support/two-factor";

/**
 * Money-out controls in the console (issue 28): the merchant sees and changes them with the password and a
 * code, is told at the field what the service refused, approves a payout awaiting approval from the payouts
 * list and from its page; staff read a merchant's controls and their changes.
 */
const consoleBrowser = useConsoleBrowser();
let api: TestApi;
let merchant: MerchantFixture;
let codes: () => string;

beforeAll(async () => {
  api = await startTestApi({ worker: true, env: { CONSOLE_DIR: consoleBrowser.consoleDir, SANDBOX_RESULT_DELAY_MS: "300" } });
  merchant = await createMerchant(api.database.db);
  await creditWallet(api.database.db, merchant.merchantId, "USD", "5000.00");
}, 120_000);
afterAll(() => api?.close());

const PHONE = { width: 390, height: 844 };

const createPayout = async (amount: string) => {
  const created = await api.http.post(
    "/api/payments/payout/",
    {
      merchant_reference: `po-${randomBytes(4).toString("hex")}`,
      amount,
      currency: "USD",
      recipient_number: "+243812345600",
      callback_url: "http://127.0.0.1:1/cb",
    },
    { token: merchant.token },
  );
  expect(created.status).toBe(201);
  return created.body;
};

describe("the merchant", () => {
  it("sets the controls with the password and a code, is told what was refused, and reads every change", async () => {
    // Signed in first: with two-factor on, the console's sign-in would ask for a code.
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, merchant.user.email, merchant.password, "dashboard");
    codes = (await enrolTwoFactor(api.http, merchant)).nextCode;
    await page.getByRole("link", { name: "Controls" }).click();
    await page.getByRole("heading", { name: "Money-out controls", level: 1 }).waitFor();
    await page.getByRole("region", { name: "Current controls" }).getByText("Any address", { exact: true }).waitFor();
    await view.settled();
    await view.screenshot("money-out-controls-empty");

    const form = page.getByRole("form", { name: "Change the money-out controls" });
    await form.getByLabel("IP allowlist").fill("127.0.0.0/8\n2001:db8::/32");
    await form.getByLabel("Daily limit (USD)").fill("3000");
    await form.getByLabel("Approval above (USD)").fill("100.00");
    await form.getByLabel("Approval above (CDF)").fill("1.005");
    await form.getByLabel("Your password").fill(merchant.password);
    await form.getByLabel("Two-factor code").fill(codes());
    view.expectFailure(400, /money-out-controls\/$/);
    await form.getByRole("button", { name: "Save controls" }).click();
    await page.getByText("CDF: CDF amounts have at most 2 decimals.").waitFor();
    await view.screenshot("money-out-controls-refused");

    await form.getByLabel("Approval above (CDF)").fill("");
    await form.getByLabel("Your password").fill("not my password");
    view.expectFailure(401, /money-out-controls\/$/);
    await form.getByRole("button", { name: "Save controls" }).click();
    await page.getByText("The password is not right.").waitFor();

    await form.getByLabel("Your password").fill(merchant.password);
    await form.getByRole("button", { name: "Save controls" }).click();
    await page.getByText("Saved. A message about this change was sent to your e-mail address.").waitFor();
    const current = page.getByRole("region", { name: "Current controls" });
    await current.getByText("127.0.0.0/8, 2001:db8::/32").waitFor();
    await current.getByText("3,000.00 USD").waitFor();
    await current.getByText("100.00 USD").waitFor();
    const changes = page.getByRole("table", { name: "Changes of the money-out controls" });
    await changes.getByText("IP allowlist: Any address → 127.0.0.0/8, 2001:db8::/32").waitFor();
    await changes.getByText(merchant.user.email).waitFor();
    await view.settled();
    await view.screenshot("money-out-controls-saved");
    await page.setViewportSize(PHONE);
    await view.screenshot("money-out-controls-saved-phone");
    expect(view.problems).toEqual([]);
  });

  it("approves a payout awaiting approval from the list (password and code), and another from its page", async () => {
    const first = await createPayout("250.00");
    const second = await createPayout("300.00");
    expect([first.approval_status, second.approval_status]).toEqual(["awaiting_approval", "awaiting_approval"]);
    const { page, ...view } = consoleBrowser.view();
    await page.goto(`${api.baseUrl}/dashboard/`);
    await page.getByLabel("E-mail").fill(merchant.user.email);
    await page.getByLabel("Password").fill(merchant.password);
    view.expectFailure(401, /\/api\/auth\/token\/$/);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Two-factor code").fill(codes());
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();

    await page.getByRole("link", { name: "Payouts" }).click();
    const queue = page.getByRole("table", { name: "Payouts awaiting approval" });
    await queue.getByText(first.reference).waitFor();
    await page.getByRole("table", { name: "Payouts", exact: true }).getByText("Awaiting approval").first().waitFor();
    await page.getByRole("button", { name: `Approve ${first.reference}` }).click();
    const approve = page.getByRole("form", { name: `Approve ${first.reference}` });
    await approve.getByLabel("Your password").fill(merchant.password);
    await approve.getByLabel("Two-factor code").fill(codes());
    await view.settled();
    await view.screenshot("payouts-awaiting-approval");
    await approve.getByRole("button", { name: "Approve payout" }).click();
    await page.getByText(`Payout ${first.reference} approved: it goes to a provider now.`).waitFor();
    await eventually(async () => {
      const { body } = await api.http.get(`/api/payments/payout/${first.reference}/`, { token: merchant.token });
      return body.payout_status === "Success" ? true : undefined;
    });

    await page.getByRole("link", { name: second.reference }).first().click();
    await page.getByRole("heading", { name: `Payout ${second.reference}` }).waitFor();
    await page.getByText("Awaiting your approval").first().waitFor();
    const onPage = page.getByRole("form", { name: `Approve ${second.reference}` });
    await onPage.getByLabel("Your password").fill(merchant.password);
    await onPage.getByLabel("Two-factor code").fill("000000");
    view.expectFailure(401, /\/approve\/$/);
    await onPage.getByRole("button", { name: "Approve payout" }).click();
    await page.getByText("The two-factor code is not right, or was already used.").waitFor();
    await view.screenshot("payout-approve-refused-code");
    await onPage.getByLabel("Two-factor code").fill(codes());
    await onPage.getByRole("button", { name: "Approve payout" }).click();
    await page.getByText("Approved: it goes to a provider now.").waitFor();
    await page.getByText("Approved", { exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    await view.screenshot("payout-approved-phone");
    expect(view.problems).toEqual([]);
  });
});

describe("staff", () => {
  it("read a merchant's controls and their changes, and see the approval on a payout", async () => {
    const staff = await createStaff(api.database.db);
    const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, staff.user.email, "staff password 123", "admin");
    await page.getByRole("link", { name: "Merchants" }).click();
    await page.getByRole("link", { name: "Money-out controls of Test Shop" }).click();
    await page.getByRole("heading", { name: "Money-out controls", level: 1 }).waitFor();
    expect(page.url()).toBe(`${api.baseUrl}/admin/merchants/${merchant.merchantId}/money-out-controls`);
    await page.getByRole("region", { name: "Current controls" }).getByText("127.0.0.0/8, 2001:db8::/32").waitFor();
    await page.getByRole("table", { name: "Changes of the money-out controls" }).getByText(merchant.user.email).waitFor();
    expect(await page.getByRole("button", { name: /save/i }).count()).toBe(0);
    await view.settled();
    await view.screenshot("staff-money-out-controls");

    const [approved] = (
      await api.database.db("payouts").where({ merchant_id: merchant.merchantId, approval_status: "approved" })
    ).map((row) => row.reference as string);
    await page.goto(`${api.baseUrl}/admin/payouts/${approved}`);
    await page.getByText(/^approved .* UTC$/).waitFor();
    expect(view.problems).toEqual([]);
  });
});
