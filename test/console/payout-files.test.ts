import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadedRows, waitForCount } from "../support/browser";
import { useConsoleBrowser } from "../support/console-browser";
import { eventually } from "../support/eventually";
import { creditWallet } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { enrolTwoFactor } from "../support/two-factor";

/**
 * A payout file in the console: upload a CSV, see its bad rows and totals, submit it, approve it once (above the
 * approval threshold), watch its rows move, retry the failed. The merchant is a live (`prod`) one with no provider
 * registered: its payouts wait for one and, PAYOUT_QUEUE_HOURS (3.6 s here) later, fail `provider_unavailable`, a
 * retryable reason, as they would after a day without providers.
 */
const browser = useConsoleBrowser();
const world = usePaymentWorld({
  accountType: "prod",
  env: { CONSOLE_DIR: browser.consoleDir, PAYOUT_QUEUE_HOURS: "0.001", PAYOUT_QUEUE_RECHECK_SECONDS: "1" },
});

it("uploads a file, shows its errors and totals, submits, approves once, follows the rows and retries the failed", async () => {
  const { merchant } = world;
  await creditWallet(world.api.database.db, merchant.merchantId, "CDF", "1000000.00");
  // Signed in before two-factor is on (the test then needs no code to sign in); approvals take a code.
  const view = await browser.signIn(world.api.baseUrl, merchant.user.email, merchant.password, "dashboard");
  const { page } = view;
  const { nextCode } = await enrolTwoFactor(world.api.http, merchant);
  const controls = await world.api.http.put(
    "/api/organization/money-out-controls/",
    { ip_allowlist: [], daily_limits: {}, approval_above: { CDF: "10000.00" }, password: merchant.password, otp: nextCode() },
    { token: merchant.token },
  );
  expect(controls.status).toBe(200);

  const csv = [
    "recipient_number,amount,currency,description",
    "+243812345601,5000.00,CDF,Salaire janvier",
    "+243812345602,4000,CDF,Salaire janvier",
    "+243812345699,3000.00,CDF,Salaire janvier",
    "+24381234,1000.00,CDF,Numéro trop court",
    "+243812345604,abc,CDF,Montant illisible",
    "",
  ].join("\r\n");
  const csvPath = path.join(os.tmpdir(), `payroll-${Date.now()}.csv`);
  writeFileSync(csvPath, csv);

  await page.getByRole("link", { name: "Payout files" }).click();
  await page.getByRole("heading", { name: "Payout files", level: 1 }).waitFor();
  await page.getByLabel("CSV file").setInputFiles(csvPath);
  await page.getByRole("button", { name: "Upload and check" }).click();

  await page.getByRole("heading", { name: /^Payout file PF/ }).waitFor();
  const errors = page.getByRole("table", { name: "Rows with errors (2)" });
  await waitForCount(await loadedRows(errors), 2);
  expect(await errors.innerText()).toContain("recipient_number");
  await page
    .getByText(/12.000(\.00)? CDF/)
    .first()
    .waitFor();
  await view.screenshot("checked");

  await page.getByRole("button", { name: "Submit 3 payouts" }).click();
  await page.getByText("waits for one approval").waitFor();
  await page.getByLabel("Your password").fill(merchant.password);
  await page.getByLabel("Two-factor code").fill(nextCode());
  await page.getByRole("button", { name: "Approve the file" }).click();
  await page.getByText("Approved: the payouts are being made.").waitFor();

  // The page polls: the rows move on their own (made, waiting for a provider, failed when none recovers).
  const rows = page.getByRole("table", { name: "Rows", exact: true });
  await waitForCount(rows.getByText("Failed"), 3, 60_000);
  expect(await rows.innerText()).toContain("Invalid");
  await view.screenshot("rows-final");

  await page.getByRole("button", { name: "Retry the failed" }).click();
  await page.getByText("3 payouts retried.").waitFor();
  // The retries (-r1) fail the same way a few seconds later; the file shows each row's newest payout.
  await eventually(async () => {
    const { body } = await world.api.http.get("/api/payments/payout/?limit=100", { token: merchant.token });
    const retries = body.results.filter(
      (payout: { merchant_reference: string; payout_status: string }) =>
        payout.merchant_reference.endsWith("-r1") && payout.payout_status === "Failed",
    );
    return retries.length === 3 ? true : undefined;
  }, 60_000);
  await waitForCount(rows.getByText("Failed"), 3, 30_000);
  await view.screenshot("retried");
}, 180_000);
