import { useConsoleBrowser } from "../support/console-browser";
import { createMerchant, createStaff, creditWallet, type MerchantFixture } from "../support/fixtures";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * Conversions in the merchant's console: a quote from one currency to another, confirmed within its minute (a
 * countdown says how long is left), a quote that expired meanwhile said as such, and the history.
 */
const consoleBrowser = useConsoleBrowser();
let api: TestApi;
let merchant: MerchantFixture;

beforeAll(async () => {
  api = await startTestApi({ env: { CONSOLE_DIR: consoleBrowser.consoleDir } });
  merchant = await createMerchant(api.database.db);
  await creditWallet(api.database.db, merchant.merchantId, "USD", "500.00");
  const staff = await createStaff(api.database.db);
  const rate = await api.http.put(
    "/api/admin/fx-rates/",
    { pair: "USD/CDF", mid: "2850.00", spread_bps: 150 },
    { token: staff.token },
  );
  expect(rate.status).toBe(200);
}, 120_000);
afterAll(() => api?.close());

it("quotes, confirms within the minute, refuses an expired quote, and lists the conversions", async () => {
  const { page, ...view } = await consoleBrowser.signIn(api.baseUrl, merchant.user.email, merchant.password, "dashboard");
  await page.getByRole("link", { name: "Conversions" }).click();
  await page.getByRole("heading", { name: "Conversions", level: 1 }).waitFor();
  const form = page.getByRole("form", { name: "Quote a conversion" });
  await form.getByLabel("From", { exact: true }).selectOption("USD");
  await form.getByLabel("To", { exact: true }).selectOption("CDF");
  await form.getByLabel("Amount to sell").fill("100");
  await form.getByRole("button", { name: "Get a quote" }).click();
  const quote = page.getByRole("region", { name: "Quote" });
  await quote.getByText("1 USD = 2807.250000 CDF").waitFor();
  await quote.getByText("280,725.00 CDF").waitFor();
  await page
    .getByRole("timer")
    .getByText(/This quote holds for (59|60) s/)
    .waitFor();
  await page
    .getByRole("timer")
    .getByText(/This quote holds for 5[0-8] s/)
    .waitFor({ timeout: 5_000 });
  await view.settled();
  await view.screenshot("quoted");

  await page.getByRole("button", { name: "Confirm conversion" }).click();
  await page.getByText(/^Conversion CV[0-9A-Z]+: sold 100\.00 USD, received 280,725\.00 CDF\.$/).waitFor();
  const history = page.getByRole("table", { name: "Conversion history" });
  await history.getByText("2807.250000").waitFor();

  // A quote that expires while the page still counts (the service's clock decides): said, nothing moved.
  await form.getByLabel("Amount to sell").fill("10");
  await form.getByRole("button", { name: "Get a quote" }).click();
  await quote.getByText("28,072.50 CDF").waitFor();
  await api.database
    .db("fx_quotes")
    .whereNull("used_by")
    .update({ expires_at: api.database.db.raw("now() - interval '1 second'") });
  view.expectFailure(409, /\/api\/payments\/conversion\/$/);
  await page.getByRole("button", { name: "Confirm conversion" }).click();
  await page.getByText("The quote has expired: ask for a new one.").waitFor();
  await view.settled();
  await view.screenshot("expired");

  const wallet = await api.http.get("/api/organization/wallet/", { token: merchant.token });
  expect(wallet.body.results).toEqual([
    expect.objectContaining({ currency: "CDF", available: "280725.00" }),
    expect.objectContaining({ currency: "USD", available: "400.00" }),
  ]);
});
