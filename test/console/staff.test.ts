import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { launchBrowser, loadedRows, type WatchedPage, waitForCount, watchPagePerTest } from "../support/browser";
import { buildConsoleForTest } from "../support/console";
import { eventually } from "../support/eventually";
import { createMerchant, createStaff, type MerchantFixture } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { startSimulatedProviders } from "../support/simulated-providers";
import { startTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let receiver: MerchantReceiver;
let browser: Browser;
let consoleBuild: Awaited<ReturnType<typeof buildConsoleForTest>>;
let merchant: MerchantFixture;
let staff: Awaited<ReturnType<typeof createStaff>>;
let view: WatchedPage;
let providers: Awaited<ReturnType<typeof startSimulatedProviders>>;

beforeAll(async () => {
  consoleBuild = await buildConsoleForTest();
  receiver = await startMerchantReceiver();
  providers = await startSimulatedProviders();
  api = await startTestApi({ worker: true, env: { CONSOLE_DIR: consoleBuild.dir, PROVIDERS_FILE: providers.providersFile } });
  merchant = await createMerchant(api.database.db, { email: `shop-${randomBytes(4).toString("hex")}@example.com` });
  staff = await createStaff(api.database.db);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await api?.close();
  await receiver?.close();
  await providers?.simulator.close();
  consoleBuild?.remove();
});
watchPagePerTest(
  () => browser,
  (opened) => {
    view = opened;
  },
);

const STAFF_PASSWORD = "staff password 123";

async function createPayment(customerNumber: string): Promise<string> {
  const created = await api.http.post(
    "/api/payments/transaction/",
    {
      merchant_reference: `order-${randomBytes(5).toString("hex")}`,
      amount: "1500.00",
      currency: "CDF",
      service: "MPESA",
      customer_number: customerNumber,
      callback_url: receiver.url,
    },
    { token: merchant.token },
  );
  expect(created.status).toBe(201);
  return created.body.reference;
}

const statusOf = async (reference: string) =>
  (await api.database.db("payments").where({ reference }).first()).transaction_status as string;

async function signInAsStaff() {
  const { page } = view;
  await page.goto(`${api.baseUrl}/admin/`);
  await page.getByLabel("E-mail").fill(staff.user.email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByLabel("Password").press("Enter");
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
  // The landing page's own requests (transactions, merchants, providers) settle before a test acts: one still in
  // flight when a test revokes the token would sign the console out before the test's click.
  await view.settled();
}

describe("the operations console", () => {
  it("lets staff sign in with the keyboard, find a payment by its reference, open it and redeliver its notification; a final one is not resolved", async () => {
    const reference = await createPayment("+243812345600");
    await eventually(async () =>
      (await statusOf(reference)) === "Success" && receiver.forReference(reference).length ? true : undefined,
    );
    const { page } = view;

    await page.goto(`${api.baseUrl}/admin/`);
    await page.getByLabel("E-mail").waitFor();
    await view.screenshot("login");
    // The e-mail field has the focus on arrival; the rest is Tab and Enter.
    await page.keyboard.type(staff.user.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(STAFF_PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();

    await page.getByLabel("Reference", { exact: true }).fill(reference);
    await page.getByLabel("Reference", { exact: true }).press("Enter");
    await page.waitForURL(/reference=/);
    const rows = await loadedRows(page.getByRole("table", { name: "Transactions" }));
    await waitForCount(rows, 1);
    await view.screenshot("search-result");

    await page.getByRole("link", { name: reference }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: `Transaction ${reference}` }).waitFor();
    const ledger = page.getByRole("table", { name: "Ledger entries" });
    await waitForCount(await loadedRows(ledger), 3);
    await page.getByRole("table", { name: "Merchant notification deliveries" }).getByText("200", { exact: true }).waitFor();
    await page.getByRole("table", { name: "Verified provider webhooks" }).getByText("applied").waitFor();
    await page.getByRole("table", { name: "State history" }).getByText("Processing").first().waitFor();
    const temporalLink = await page.getByRole("link", { name: "Open workflow in Temporal UI" }).getAttribute("href");
    expect(temporalLink).toContain(`payment-${reference}`);
    await view.screenshot("detail");

    await page.getByRole("button", { name: "Redeliver notification" }).click();
    await page.getByRole("status").getByText("Redelivery started").waitFor();
    await eventually(async () => (receiver.forReference(reference).length >= 2 ? true : undefined));
    await eventually(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      const deliveries = await loadedRows(page.getByRole("table", { name: "Merchant notification deliveries" }));
      return (await deliveries.count()) >= 2 ? true : undefined;
    });

    view.expectFailure(409, /\/resolve\/$/);
    await page.getByLabel("Final status").selectOption("Failed");
    await page.getByLabel("Reason").fill("checking the guard");
    await page.getByRole("button", { name: "Resolve" }).click();
    await page.getByRole("alert").getByText("409 invalid_state_transition").waitFor();
    await view.screenshot("terminal-refused");
    expect(await statusOf(reference)).toBe("Success");
  });

  async function resolveFromItsPage(reference: string) {
    await signInAsStaff();
    const { page } = view;
    await page.goto(`${api.baseUrl}/admin/transactions/${reference}`);
    await page.getByRole("heading", { name: `Transaction ${reference}` }).waitFor();
    await view.screenshot("stuck");
    await page.getByLabel("Final status").selectOption("Success");
    await page.getByLabel("Reason").fill("Provider confirmed by phone, ticket 4711");
    await page.getByLabel("Reason").press("Enter");
    await page.getByRole("status").getByText("Resolved as Success.").waitFor();
    return page;
  }

  it("resolves a stuck payment from its page, with a reason", async () => {
    const reference = await createPayment("+243812345698");
    expect(await statusOf(reference)).toBe("Processing");
    const page = await resolveFromItsPage(reference);
    await page.getByRole("table", { name: "State history" }).getByText("Success").waitFor();
    await view.screenshot("resolved");
    expect(await statusOf(reference)).toBe("Success");
  });

  it("books the ledger, notifies the merchant and audits a staff resolution", async () => {
    const reference = await createPayment("+243812345698");
    const page = await resolveFromItsPage(reference);
    await eventually(async () => (receiver.forReference(reference).length ? true : undefined), 10_000);
    await eventually(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      const deliveries = page.getByRole("table", { name: "Merchant notification deliveries" });
      return (await deliveries.getByText("200", { exact: true }).count()) > 0 ? true : undefined;
    });
    await waitForCount(await loadedRows(page.getByRole("table", { name: "Ledger entries" })), 3);
    await view.screenshot("settled");
    const audit = await api.database.db("staff_audit_log").where({ action: "transaction.resolve", target_id: reference });
    expect(audit).toHaveLength(1);
  });

  it("promotes a merchant to prod", async () => {
    await signInAsStaff();
    const { page } = view;
    await page.getByRole("link", { name: "Users" }).click();
    await page.getByLabel("Search").fill(merchant.user.email);
    await page.getByLabel("Search").press("Enter");
    await page.waitForURL(/search=/);
    await view.screenshot("users");
    await page.getByRole("button", { name: `Promote ${merchant.user.email} to prod` }).click();
    await page.getByRole("status").getByText("promoted to prod").waitFor();
    await view.screenshot("promoted");
    const user = await api.database.db("users").where({ id: merchant.user.id }).first();
    expect(user.account_type).toBe("prod");

    await page.getByRole("button", { name: `Disable ${merchant.user.email}` }).click();
    await page.getByRole("button", { name: "Confirm disable" }).click();
    await page.getByRole("status").getByText("disabled").waitFor();
    expect((await api.http.get("/api/payments/transaction/", { token: merchant.token })).status).toBe(401);
    await page.getByRole("button", { name: `Enable ${merchant.user.email}` }).click();
    await page.getByRole("status").getByText("enabled").waitFor();
    expect((await api.database.db("users").where({ id: merchant.user.id }).first()).is_active).toBe(true);

    await page.getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("table", { name: "Staff audit log" }).getByText("user.update").first().waitFor();
    await view.screenshot("audit-log");
  });

  it("finds a forged provider webhook among the failed verifications", async () => {
    const forged = await fetch(`${api.baseUrl}/api/callbacks/sandbox/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-signature": "t=1,v1=forged" },
      body: JSON.stringify({ reference: "TXFORGED", status: "SUCCESS" }),
    });
    expect(forged.status).toBe(401);
    await signInAsStaff();
    const { page } = view;
    await page.getByRole("link", { name: "Provider webhooks" }).click();
    await page.getByRole("heading", { name: "Provider webhooks", level: 1 }).waitFor();
    await view.screenshot("webhooks");
    await page.getByRole("link", { name: "Failed verifications" }).click();
    const failures = page.getByRole("table", { name: "Failed verifications" });
    const failureRows = await loadedRows(failures);
    await waitForCount(failureRows, 1);
    expect(await failureRows.first().innerText()).toContain("sandbox");
    await view.screenshot("failed-verifications");

    await page.getByRole("link", { name: "Providers" }).click();
    await page.getByRole("table", { name: "Providers" }).getByText("sandbox").first().waitFor();
    await view.screenshot("providers");
  });

  it("lists merchants, opens one's transactions and draws the reports over all merchants", async () => {
    await signInAsStaff();
    const { page } = view;
    await page.getByRole("link", { name: "Merchants" }).click();
    const merchants = page.getByRole("table", { name: "Merchants" });
    await merchants.getByText(merchant.user.email).first().waitFor();
    await view.screenshot("merchants");
    await merchants.getByRole("link", { name: "Transactions" }).first().click();
    await page.waitForURL(new RegExp(`merchant_id=${merchant.merchantId}`));
    await transactionsOfMerchantShown();

    await page.getByRole("link", { name: "Reports" }).click();
    await page.getByRole("img", { name: "Collected volume by day in CDF" }).waitFor();
    await page.getByRole("img", { name: "Share of payments that succeeded, by day" }).waitFor();
    await view.screenshot("reports");
  });

  async function transactionsOfMerchantShown() {
    const rows = await loadedRows(view.page.getByRole("table", { name: "Transactions" }));
    await rows.first().waitFor();
    const count = await rows.count();
    const expected = await api.database.db("payments").where({ merchant_id: merchant.merchantId }).count({ n: "*" });
    expect(count).toBe(Number(expected[0]!.n));
  }

  it("disables a provider and moves another ahead in the routing order", async () => {
    await signInAsStaff();
    const { page } = view;
    await page.getByRole("link", { name: "Providers" }).click();
    const table = page.getByRole("table", { name: "Providers" });
    await table.getByText("alpha").first().waitFor();
    const order = async () =>
      (await (await loadedRows(table)).allInnerTexts()).map((row) => /\b(alpha|beta|sandbox)\b/.exec(row)?.[1]);
    expect(await order()).toEqual(["sandbox", "alpha", "beta"]);

    const availabilityOf = (service: string, operation: string) =>
      page.getByRole("table", { name: "Availability" }).locator("tr", { hasText: service }).filter({ hasText: operation });
    await availabilityOf("ORANGE", "collection").getByText("OPERATIONAL").waitFor();
    await page.getByRole("button", { name: "Disable alpha" }).click();
    await page.getByRole("status").getByText("alpha: disabled").waitFor();
    // Only alpha serves Orange here: merchants now see it CLOSED.
    await availabilityOf("ORANGE", "collection").getByText("CLOSED").waitFor();
    await availabilityOf("MPESA", "collection").getByText("OPERATIONAL").waitFor();
    await page.getByRole("button", { name: "Move beta up" }).click();
    await page
      .getByRole("status")
      .getByText(/beta: priority/)
      .waitFor();
    await eventually(async () => ((await order()).join() === "sandbox,beta,alpha" ? true : undefined), 5_000);
    await view.screenshot("providers-changed");

    const rows = await api.database.db("providers").whereIn("code_name", ["alpha", "beta"]).orderBy("priority");
    expect(rows.map((row) => [row.code_name, row.enabled, row.managed_by])).toEqual([
      ["beta", true, "staff"],
      ["alpha", false, "staff"],
    ]);
    const audit = await api.database.db("staff_audit_log").where({ action: "provider.update" });
    expect(audit).toHaveLength(2);
  });

  it("shows the login page at /admin/ to an account that is not staff", async () => {
    const { page } = view;
    await page.goto(`${api.baseUrl}/admin/transactions`);
    await page.getByLabel("E-mail").fill(merchant.user.email);
    await page.getByLabel("Password").fill(merchant.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("not a staff account").waitFor();
    expect(await page.getByLabel("Password").isVisible()).toBe(true);
    await view.screenshot("refused");
    const adminApi = await api.http.get("/api/admin/transactions/", { token: merchant.token });
    expect(adminApi.status).toBe(403);
  });

  it("says when the password is wrong, and goes back to the sign-in page once the session's token is revoked", async () => {
    const { page } = view;
    await page.goto(`${api.baseUrl}/admin/`);
    await page.getByLabel("E-mail").fill(staff.user.email);
    await page.getByLabel("Password").fill("not the password");
    view.expectFailure(401, /\/api\/auth\/token\/$/);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("The e-mail or password is not right.").waitFor();
    await view.screenshot("wrong-password");

    await signInAsStaff();
    const session = () => page.evaluate(() => sessionStorage.getItem("payments-console.session"));
    const { token } = JSON.parse((await session())!) as { token: string };
    // Revoked elsewhere (another tab signing out): the console learns it from the next 401.
    expect((await api.http.post("/api/auth/logout/", undefined, { token })).status).toBe(204);
    view.expectFailure(401, /\/api\/admin\/providers\/$/);
    await page.getByRole("link", { name: "Providers" }).click();
    await page.getByLabel("E-mail").waitFor();
    expect(await session()).toBeNull();
    await view.screenshot("signed-out");
  });
});
