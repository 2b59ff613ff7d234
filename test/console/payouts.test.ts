import { readFileSync } from "node:fs";
import type { Browser, Locator } from "playwright-core";
import { failMovement } from "../../domain/core/settlement";
import { payoutSettlement } from "../../domain/payouts/settle-payout";
import { launchBrowser, loadedRows, type WatchedPage, waitForCount, watchPagePerTest } from "../support/browser";
import { buildConsoleForTest } from "../support/console";
import { eventually } from "../support/eventually";
import { createMerchant, createStaff, creditWallet, type MerchantFixture } from "../support/fixtures";
import { type MerchantReceiver, startMerchantReceiver } from "../support/merchant-receiver";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * Payouts in the console: a sandbox merchant pays out from its wallet (a `99` number fails), is told field
 * by field what the service refused, and reads the wallet, its statement and its CSV; a prod merchant with
 * no provider to pay out through sees its payouts wait and cancels them (one refused with the `409`);
 * staff find payouts by merchant and status and read a payout's story.
 */
let api: TestApi;
let receiver: MerchantReceiver;
let browser: Browser;
let consoleBuild: Awaited<ReturnType<typeof buildConsoleForTest>>;
let sandboxMerchant: MerchantFixture;
let prodMerchant: MerchantFixture;
let busyMerchant: MerchantFixture;
let view: WatchedPage;

const BUSY_CREDITS = 55;

beforeAll(async () => {
  consoleBuild = await buildConsoleForTest();
  receiver = await startMerchantReceiver();
  api = await startTestApi({ worker: true, env: { CONSOLE_DIR: consoleBuild.dir, SANDBOX_RESULT_DELAY_MS: "300" } });
  sandboxMerchant = await createMerchant(api.database.db);
  prodMerchant = await createMerchant(api.database.db, { accountType: "prod" });
  busyMerchant = await createMerchant(api.database.db);
  await creditWallet(api.database.db, sandboxMerchant.merchantId, "CDF", "10000.00");
  await creditWallet(api.database.db, prodMerchant.merchantId, "CDF", "10000.00");
  for (let credit = 0; credit < BUSY_CREDITS; credit += 1)
    await creditWallet(api.database.db, busyMerchant.merchantId, "CDF", "1.00");
  await creditWallet(api.database.db, busyMerchant.merchantId, "USD", "7.00");
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await api?.close();
  await receiver?.close();
  consoleBuild?.remove();
});
watchPagePerTest(
  () => browser,
  (opened) => {
    view = opened;
  },
);

async function signIn(email: string, password: string, landing: string) {
  const { page } = view;
  await page.goto(`${api.baseUrl}/${landing}/`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
}

const payoutForm = () => view.page.getByRole("form", { name: "Create a payout" });

async function fillPayout(recipient: string, merchantReference: string, amount = "1000.00") {
  const form = payoutForm();
  await form.getByLabel("Merchant reference").fill(merchantReference);
  await form.getByLabel("Amount").fill(amount);
  await form.getByLabel("Currency").selectOption("CDF");
  await form.getByLabel("Recipient number").fill(recipient);
  await form.getByLabel("Callback URL").fill(receiver.url);
}

/**
 * Creates a payout through the form and answers its reference, read from the confirmation, which says one of the
 * `expected` states (a provider that answers at once may have settled it before the creation's answer).
 */
async function payOut(recipient: string, merchantReference: string, ...expected: string[]): Promise<string> {
  await fillPayout(recipient, merchantReference);
  await payoutForm().getByRole("button", { name: "Pay out" }).click();
  const states = expected.map((state) => state.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const confirmation = view.page.getByRole("status").getByText(new RegExp(`created: (${states})`));
  await confirmation.waitFor();
  return /Payout (\S+) created/.exec(await confirmation.innerText())![1]!;
}

/** The service's complaint shown below a field, as the field's accessible description names it. */
async function errorBeside(field: Locator): Promise<string> {
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const ids = (await field.getAttribute("aria-describedby"))!.split(" ");
  const errorId = ids.find((id) => id.endsWith("-error"))!;
  return (await view.page.locator(`[id="${errorId}"]`).innerText()).trim();
}

/** Opens a payout's page and refreshes it until it shows `status`. */
async function followToStatus(reference: string, status: string) {
  const { page } = view;
  await page.getByRole("link", { name: reference }).click();
  await page.getByRole("heading", { name: `Payout ${reference}` }).waitFor();
  const summary = page.getByRole("region", { name: "Summary" });
  await eventually(async () => {
    if (await summary.getByText(status, { exact: true }).count()) return true;
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.waitForTimeout(300);
    return undefined;
  });
}

describe("payouts in the console", () => {
  it("lets a merchant pay out, see refusals at their fields, follow payouts to the end, and read wallet, statement and CSV", async () => {
    await signIn(sandboxMerchant.user.email, sandboxMerchant.password, "dashboard");
    const { page } = view;
    await page.getByRole("link", { name: "Payouts" }).click();
    await page.getByRole("heading", { name: "Payouts", level: 1 }).waitFor();

    view.expectFailure(400, /\/api\/payments\/payout\/$/);
    await fillPayout("0812345600", "bad-fields", "a lot");
    await payoutForm().getByRole("button", { name: "Pay out" }).click();
    await page.getByRole("alert").getByText("Check the fields marked below.").waitFor();
    expect(await errorBeside(payoutForm().getByLabel("Amount"))).toContain("decimal string");
    expect(await errorBeside(payoutForm().getByLabel("Recipient number"))).toContain("E.164");
    expect(await payoutForm().getByLabel("Merchant reference").getAttribute("aria-invalid")).toBeNull();
    await view.screenshot("field-errors");

    const paid = await payOut("+243812345600", "salary-42", "Processing", "Success");
    const failing = await payOut("+243812345699", "salary-43", "Processing", "Failed");
    await waitForCount(await loadedRows(page.getByRole("table", { name: "Payouts" })), 2);
    await view.screenshot("created");
    await followToStatus(paid, "Success");
    await page.getByRole("link", { name: "← All payouts" }).click();
    await followToStatus(failing, "Failed");
    expect(await page.getByRole("region", { name: "Summary" }).innerText()).toMatch(/Why\s+\S/);
    await view.screenshot("failed");

    await page.getByRole("link", { name: "← All payouts" }).click();
    await page.getByLabel("Status").selectOption("Failed");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/status=Failed/);
    const failedRows = await loadedRows(page.getByRole("table", { name: "Payouts" }));
    await waitForCount(failedRows, 1);
    expect(await failedRows.innerText()).toContain(failing);

    await page.getByRole("link", { name: "Wallet" }).click();
    const tile = page.getByRole("region", { name: "CDF balance" });
    await tile.getByText("8,800.00", { exact: true }).first().waitFor();
    expect(await tile.innerText()).toMatch(/8,800\.00\s+available to pay out\s+Pending \(held\)\s+0\.00\s+Balance\s+8,800\.00/);
    const statement = page.getByRole("table", { name: "Statement" });
    // The credit; the paid payout's hold (two lines), payout and fee; the failed one's hold and release (two lines each).
    await waitForCount(await loadedRows(statement), 9);
    const lines = await statement.innerText();
    for (const kind of ["payment", "payout hold", "payout release", "payout fee"]) expect(lines).toContain(kind);
    await view.screenshot("wallet");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export statement CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("statement.csv");
    const csv = readFileSync(await download.path(), "utf8")
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe("id,created_at,currency,kind,reference,account,amount,balance,available");
    expect(csv).toHaveLength(1 + 9);
    expect(csv.filter((line) => line.includes(paid))).toHaveLength(4);

    view.expectFailure(400, /\/api\/payments\/payout\/$/);
    await page.getByRole("link", { name: "Payouts" }).click();
    await fillPayout("+243812345600", "too-much", "9000.00");
    await payoutForm().getByRole("button", { name: "Pay out" }).click();
    await page.getByRole("alert").getByText("Your wallet does not hold enough for this amount and its fee.").waitFor();
    expect(await errorBeside(payoutForm().getByLabel("Amount"))).toBe(
      "Only 8,800.00 CDF is available (amount and fee are held).",
    );
    await view.screenshot("insufficient");
  });

  it("pages through a long statement and filters it by currency", async () => {
    await signIn(busyMerchant.user.email, busyMerchant.password, "dashboard");
    const { page } = view;
    await page.getByRole("link", { name: "Wallet" }).click();
    const statement = page.getByRole("table", { name: "Statement" });
    await waitForCount(await loadedRows(statement), 50);
    await page.getByRole("button", { name: "Load more" }).click();
    await waitForCount(await loadedRows(statement), BUSY_CREDITS + 1);
    await waitForCount(page.getByRole("button", { name: "Load more" }), 0);

    await page.getByLabel("Currency").selectOption("USD");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/currency=USD/);
    const usd = await loadedRows(statement);
    await waitForCount(usd, 1);
    expect(await usd.innerText()).toContain("7.00 USD");
  });

  it("shows who holds the number before paying, and pays only them", async () => {
    const payer = await createMerchant(api.database.db);
    await creditWallet(api.database.db, payer.merchantId, "CDF", "1000.00");
    await signIn(payer.user.email, payer.password, "dashboard");
    const { page } = view;
    await page.getByRole("link", { name: "Payouts" }).click();
    view.expectFailure(404, /\/recipient-lookup\/$/);
    await fillPayout("+243812340097", "nobody-1", "100.00");
    await payoutForm().getByRole("button", { name: "Check recipient" }).click();
    await page.getByRole("status").getByText("+243812340097 is not registered").waitFor();

    await payoutForm().getByLabel("Recipient number").fill("+243812340001");
    await payoutForm().getByRole("button", { name: "Check recipient" }).click();
    const named = page.getByRole("status").getByText(/\+243812340001 is registered to (.+): the payout will go only to them/);
    await named.waitFor();
    await view.screenshot("recipient-checked");
    const holder = /registered to (.+): the payout/.exec(await named.innerText())![1]!;
    await payoutForm().getByLabel("Merchant reference").fill("named-1");
    await payoutForm().getByRole("button", { name: "Pay out" }).click();
    const confirmation = page.getByRole("status").getByText("created: Processing");
    await confirmation.waitFor();
    const reference = /Payout (\S+) created/.exec(await confirmation.innerText())![1]!;
    const row = await api.database.db("payouts").where({ reference }).first();
    expect(row).toMatchObject({ expected_recipient_name: holder, recipient_name_checked: true });
  });

  it("shows a promoted merchant its live wallet, at zero, and its sandbox money apart", async () => {
    const promoted = await createMerchant(api.database.db);
    await creditWallet(api.database.db, promoted.merchantId, "CDF", "3000.00");
    await api.database.db("users").where({ id: promoted.user.id }).update({ account_type: "prod" });
    await signIn(promoted.user.email, promoted.password, "dashboard");
    const { page } = view;
    await page.getByRole("link", { name: "Wallet" }).click();
    const tile = page.getByRole("region", { name: "CDF balance" });
    await tile.getByText("0.00", { exact: true }).first().waitFor();
    expect(await tile.innerText()).toMatch(/^CDF\s+0\.00\s+available to pay out/);
    await waitForCount(await loadedRows(page.getByRole("table", { name: "Statement" })), 0);

    await page.getByLabel("Money").selectOption("sandbox");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/mode=sandbox/);
    await tile.getByText("3,000.00", { exact: true }).first().waitFor();
    const lines = await loadedRows(page.getByRole("table", { name: "Statement" }));
    await waitForCount(lines, 1);
    expect(await lines.innerText()).toContain("3,000.00 CDF");
    await view.screenshot("wallet-sandbox-money");
  });

  it("shows payouts waiting for a provider and cancels them, showing the 409 when one is no longer waiting", async () => {
    await signIn(prodMerchant.user.email, prodMerchant.password, "dashboard");
    const { page } = view;
    await page.getByRole("link", { name: "Payouts" }).click();
    const first = await payOut("+243812345600", "waits-1", "Pending (waiting:");
    const second = await payOut("+243812345601", "waits-2", "Pending (waiting:");
    const third = await payOut("+243812345602", "waits-3", "Pending (waiting:");
    const table = page.getByRole("table", { name: "Payouts" });
    await waitForCount(await loadedRows(table), 3);
    expect(await table.innerText()).toContain("Pending · waiting");
    await view.screenshot("waiting");

    await page.getByRole("button", { name: `Cancel ${first}` }).click();
    await page.getByRole("status").getByText(`Payout ${first} cancelled`).waitFor();
    await waitForCount(page.getByRole("button", { name: `Cancel ${first}` }), 0);
    const { body } = await api.http.get(`/api/payments/payout/${first}/`, { token: prodMerchant.token });
    expect(body).toMatchObject({ payout_status: "Failed", failure_reason: "cancelled" });

    // Ended elsewhere for another reason while this page still offers the button (a repeated cancel would
    // answer 200: cancelling is idempotent).
    await failMovement(api.database.db, payoutSettlement, second, { reason: "declined", code: "DECLINED" });
    view.expectFailure(409, new RegExp(`/api/payments/payout/${second}/cancel/$`));
    await page.getByRole("button", { name: `Cancel ${second}` }).click();
    const refusal = page.getByRole("alert");
    await refusal.getByText("This payout cannot be cancelled:").waitFor();
    expect(await refusal.innerText()).toContain("Failed");
    await waitForCount(page.getByRole("button", { name: `Cancel ${second}` }), 0);
    await view.screenshot("refused");

    await page.getByRole("link", { name: third }).click();
    await page.getByRole("heading", { name: `Payout ${third}` }).waitFor();
    await page.getByRole("button", { name: "Cancel payout" }).click();
    await page.getByRole("status").getByText("Cancelled").waitFor();
    await page.getByRole("region", { name: "Summary" }).getByText("The merchant cancelled it.", { exact: true }).waitFor();
    await waitForCount(page.getByRole("button", { name: "Cancel payout" }), 0);

    await page.getByRole("link", { name: "Wallet" }).click();
    await page.getByRole("region", { name: "CDF balance" }).getByText("10,000.00", { exact: true }).first().waitFor();
  });

  it("lets staff find payouts by merchant and status and read a payout's story", async () => {
    const staff = await createStaff(api.database.db);
    const { body } = await api.http.get("/api/payments/payout/?status=Success", { token: sandboxMerchant.token });
    const reference = body.results[0].reference;
    await signIn(staff.user.email, "staff password 123", "admin");
    const { page } = view;
    await page.getByRole("link", { name: "Payouts" }).click();
    const table = page.getByRole("table", { name: "Payouts" });
    await waitForCount(await loadedRows(table), 6);
    await view.screenshot("all");

    await page.getByLabel("Merchant", { exact: true }).selectOption(sandboxMerchant.merchantId);
    await page.getByLabel("Status").selectOption("Success");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/merchant_id=.*status=Success/);
    const found = await loadedRows(table);
    await waitForCount(found, 1);
    expect(await found.innerText()).toContain(reference);

    await page.getByRole("link", { name: reference }).click();
    await page.getByRole("heading", { name: `Payout ${reference}` }).waitFor();
    await waitForCount(await loadedRows(page.getByRole("table", { name: "State history" })), 3);
    expect(await page.getByRole("table", { name: "Ledger entries" }).innerText()).toContain("payout_fee");
    expect(await page.getByRole("table", { name: "Provider attempts" }).innerText()).toContain("disburse");
    await waitForCount(await loadedRows(page.getByRole("table", { name: "Merchant notification deliveries" })), 1);
    expect(await page.getByRole("link", { name: "Open workflow in Temporal UI" }).getAttribute("href")).toContain(reference);
    await view.screenshot("story");
  });
});
