import { randomBytes } from "node:crypto";
import bcrypt from "bcrypt";
import type { Browser } from "playwright-core";
import { insertUser, type UserRow } from "../../domain/accounts/users-store";
import { launchBrowser, loadedRows, type WatchedPage, watchPagePerTest } from "../support/browser";
import { buildConsoleForTest } from "../support/console";
import { createMerchant, insertPayment, type MerchantFixture } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

/** A Congolese shopkeeper on a phone: the console in French by default, their local time, their words. */
const PHONE = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  timezoneId: "Africa/Kinshasa",
  // An English browser: French comes from the merchant's country, not from the browser.
  locale: "en-US",
};
const PASSWORD = "correct horse battery staple";

let api: TestApi;
let browser: Browser;
let consoleBuild: Awaited<ReturnType<typeof buildConsoleForTest>>;
let merchant: MerchantFixture;
let newcomer: UserRow;
let failed: string;
let view: WatchedPage;

beforeAll(async () => {
  consoleBuild = await buildConsoleForTest();
  api = await startTestApi({ env: { CONSOLE_DIR: consoleBuild.dir } });
  merchant = await createMerchant(api.database.db);
  await insertPayment(api.database.db, merchant.merchantId, {
    transaction_status: "Success",
    amount: "1500.00",
    currency: "CDF",
    // 08:05 UTC is 09:05 in Kinshasa.
    created_at: new Date("2026-03-10T08:05:00Z"),
  });
  failed = await insertPayment(api.database.db, merchant.merchantId, {
    transaction_status: "Failed",
    service: "AIRTEL",
    amount: "12.50",
    currency: "USD",
    failure_reason: "insufficient_funds",
    provider_failure_code: "LOW_BALANCE",
  });
  newcomer = await insertUser(api.database.db, {
    email: `newcomer-${randomBytes(4).toString("hex")}@example.com`,
    password_hash: await bcrypt.hash(PASSWORD, 4),
    type: "merchant",
    account_type: "sandbox",
    email_verified_at: new Date(),
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await api?.close();
  consoleBuild?.remove();
});
watchPagePerTest(
  () => browser,
  (opened) => {
    view = opened;
  },
  { language: null, context: PHONE },
);

/** Signs in on the login page, which speaks the browser's language (English) until the merchant is known. */
async function signIn(email: string, landing: string) {
  const { page } = view;
  await page.goto(`${api.baseUrl}/dashboard/`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("heading", { name: landing, level: 1 }).waitFor();
}

async function chooseLanguage(name: "English" | "Français") {
  const button = view.page.getByRole("button", { name });
  await button.click();
  expect(await button.getAttribute("aria-pressed")).toBe("true");
}

it("shows a CD merchant the console in French on a phone, switches to English and back, and says refusals in words", async () => {
  await signIn(merchant.user.email, "Transactions");
  const { page } = view;
  const nav = page.getByRole("navigation", { name: "Rubriques" });
  await nav.getByRole("link", { name: "Versements", exact: true }).waitFor();
  await nav.getByRole("link", { name: "Pages de paiement" }).waitFor();
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");

  const rows = await loadedRows(page.getByRole("table", { name: "Transactions" }));
  const paid = rows.filter({ hasText: "1 500 CDF" });
  expect(await paid.innerText()).toContain("M-Pesa");
  expect(await paid.innerText()).toContain("Réussi");
  expect(await paid.innerText()).toMatch(/10\smars\s2026.*09:05/);
  const refused = rows.filter({ hasText: "12,50 USD" });
  expect(await refused.innerText()).toContain("Airtel Money");
  expect(await refused.innerText()).toContain("Échoué");
  await view.screenshot("transactions-fr");

  await refused.getByRole("link", { name: failed }).click();
  const summary = page.getByRole("region", { name: "Résumé" });
  await summary.getByText("Le client n'a pas assez d'argent sur son compte.").waitFor();
  expect(await summary.innerText()).not.toContain("insufficient_funds");
  await view.screenshot("failed-payment-fr");

  await chooseLanguage("English");
  await page
    .getByRole("region", { name: "Summary" })
    .getByText("The customer does not have enough money in their account.")
    .waitFor();
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Payouts" }).waitFor();
  await page.reload();
  // The choice is kept over the merchant's country.
  await page.getByRole("heading", { name: `Transaction ${failed}`, level: 1 }).waitFor();
  await page.getByRole("region", { name: "Summary" }).waitFor();
  expect(await page.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true");
  await view.screenshot("failed-payment-en");
  await chooseLanguage("Français");
  await nav.getByRole("link", { name: "Versements", exact: true }).waitFor();

  await nav.getByRole("link", { name: "Pages de paiement" }).click();
  await page.getByRole("heading", { name: "Pages de paiement", level: 1 }).waitFor();
  view.expectFailure(400, /\/api\/payments\/checkout\/$/);
  await page.getByRole("button", { name: "Ouvrir la page" }).click();
  const alert = page.getByRole("alert");
  await alert.getByText("Vérifiez les champs signalés.").waitFor();
  expect(await alert.innerText()).not.toMatch(/validation_error|400|Invalid input/);
  await view.screenshot("refused-fr");
});

it("lets a merchant without a profile submit it from the console", async () => {
  await signIn(newcomer.email, "Your merchant profile");
  const { page } = view;
  await chooseLanguage("Français");
  await page.getByRole("heading", { name: "Votre profil marchand", level: 1 }).waitFor();
  const form = page.getByRole("form", { name: "Profil marchand" });
  await form.getByLabel("Nom du commerce").fill("Boutique Mama Neema");
  expect(await form.getByLabel("E-mail du commerce").inputValue()).toBe(newcomer.email);
  await form.getByLabel("Téléphone du commerce").fill("0812345678");
  expect(await form.getByLabel("Pays").inputValue()).toBe("CD");
  view.expectFailure(400, /\/api\/organization\/merchant\/$/);
  await form.getByRole("button", { name: "Envoyer le profil" }).click();
  await page.getByRole("alert").getByText("Vérifiez les champs signalés.").waitFor();
  expect(await form.getByLabel("Téléphone du commerce").getAttribute("aria-invalid")).toBe("true");
  await view.screenshot("profile-refused");

  await form.getByLabel("Téléphone du commerce").fill(`+24381${String(Date.now()).slice(-7)}`);
  await form.getByRole("button", { name: "Envoyer le profil" }).click();
  await page.getByRole("status").getByText("Votre profil est enregistré.").first().waitFor();
  expect(await page.getByRole("status").getByLabel("Secret de signature des notifications", { exact: true }).innerText()).toMatch(
    /^whsec_/,
  );
  await view.screenshot("profile-saved");
  await page.getByRole("button", { name: "Aller à mes transactions" }).click();
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
  await page.getByRole("table", { name: "Transactions" }).getByText("Aucune transaction ne correspond.").waitFor();
});
