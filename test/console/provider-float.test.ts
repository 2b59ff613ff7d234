import type { Browser } from "playwright-core";
import { generateCredentials, startSimulatedProvider } from "../../simulator";
import { launchBrowser, type WatchedPage, watchPagePerTest } from "../support/browser";
import { buildConsoleForTest } from "../support/console";
import { createStaff } from "../support/fixtures";
import { writeTestProvidersFile } from "../support/providers-file";
import { startTestApi, type TestApi } from "../support/test-api";

/**
 * Staff see a provider's float on the console's Providers page (pawaPay's wallet balances, played by the simulator),
 * and set the floor under which they are mailed; a provider whose protocol cannot tell shows none.
 */
let api: TestApi;
let browser: Browser;
let consoleBuild: Awaited<ReturnType<typeof buildConsoleForTest>>;
let staff: Awaited<ReturnType<typeof createStaff>>;
let view: WatchedPage;
let pawapay: Awaited<ReturnType<typeof startSimulatedProvider<"pawapay">>>;

beforeAll(async () => {
  consoleBuild = await buildConsoleForTest();
  const credentials = generateCredentials().pawapay;
  pawapay = await startSimulatedProvider("pawapay", credentials, {
    delayMs: 200,
    hangMs: 1500,
    webhookAttempts: 1,
    webhookRetryMs: 100,
    float: "750000.00",
  });
  const file = writeTestProvidersFile([
    {
      code_name: "pawapay",
      name: "pawaPay",
      protocol: "pawapay",
      base_url: pawapay.url,
      credentials,
      services: ["MPESA"],
      currencies: ["CDF", "USD"],
      priority: 1,
    },
  ]);
  api = await startTestApi({ env: { CONSOLE_DIR: consoleBuild.dir, PROVIDERS_FILE: file } });
  staff = await createStaff(api.database.db);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await api?.close();
  await pawapay?.close();
  consoleBuild?.remove();
});
watchPagePerTest(
  () => browser,
  (opened) => {
    view = opened;
  },
);

it("shows each currency's float, told by the provider now, and saves a floor that marks it below", async () => {
  const { page } = view;
  await page.goto(`${api.baseUrl}/admin/`);
  await page.getByLabel("E-mail").fill(staff.user.email);
  await page.getByLabel("Password").fill("staff password 123");
  await page.getByLabel("Password").press("Enter");
  await page.getByRole("heading", { name: "Transactions", level: 1 }).waitFor();
  await page.getByRole("link", { name: "Providers" }).click();
  await page.getByRole("heading", { name: "Float", level: 2 }).waitFor();
  const table = page.getByRole("table", { name: "Float of pawapay" });
  const cdf = table.locator("tr", { hasText: "CDF" });
  await cdf.getByText(/750,000\.00/).waitFor();
  await cdf.getByText("ok").waitFor();
  await page.getByLabel("pawapay CDF floor").fill("1000000.00");
  await page.getByRole("button", { name: "Save floors of pawapay" }).click();
  await page.getByRole("status").getByText("pawapay: floors saved.").waitFor();
  await cdf.getByText("below floor").waitFor();
  await view.screenshot("float-below-floor");
  const { body } = await api.http.get("/api/admin/providers/pawapay/balance/", { token: staff.token });
  expect(body.results[0]).toMatchObject({ currency: "CDF", floor: "1000000.00", below_floor: true });
});
