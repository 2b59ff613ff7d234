import { randomBytes } from "node:crypto";
import { useConsoleBrowser } from "../support/console-browser";
import { creditWallet } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/**
 * The pages a shopkeeper uses on a phone fit its width (360 px): nothing makes the page scroll sideways; a table too
 * wide for the screen scrolls inside its own box. Screenshots of each in test-results/console/.
 */
const browser = useConsoleBrowser();
const world = usePaymentWorld({ env: { CONSOLE_DIR: browser.consoleDir } });
const PAGES = ["/transactions", "/checkouts", "/payment-links", "/wallet", "/payouts"];

it("fits every shopkeeper's page in 360 px", async () => {
  const { merchant, api } = world;
  await creditWallet(api.database.db, merchant.merchantId, "CDF", "100000.00");
  const post = (path: string, body: object) => api.http.post(path, body, { token: merchant.token });
  const payment = await world.createPayment({ amount: "25000.00" });
  await post("/api/payments/checkout/", {
    merchant_reference: `co-${randomBytes(4).toString("hex")}`,
    amount: "7500.00",
    currency: "CDF",
  });
  await post("/api/payments/payment-link/", { name: "Pagne wax, 6 yards, boutique du marché central", currency: "CDF" });
  await post("/api/payments/payout/", {
    merchant_reference: `po-${randomBytes(4).toString("hex")}`,
    amount: "3000.00",
    currency: "CDF",
    recipient_number: "+243812345600",
    callback_url: world.receiver.url,
  });

  const view = await browser.signIn(api.baseUrl, merchant.user.email, merchant.password, "dashboard");
  const { page } = view;
  await page.setViewportSize({ width: 360, height: 740 });
  const overflowing: Record<string, string[]> = {};
  const pages = [...PAGES, `/transactions/${payment.body.reference}`];
  // In English, then in French, whose words are longer.
  const visits: Array<[string, string]> = [
    ...pages.map((one): [string, string] => ["en", one]),
    ...pages.map((one): [string, string] => ["fr", one]),
  ];
  for (const [language, path] of visits) {
    if (language === "fr" && path === pages[0]) await page.getByRole("button", { name: "Français" }).click();
    await page.goto(`${api.baseUrl}/dashboard${path}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await view.settled();
    const wider = await page.evaluate<string[]>(`(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return [];
      // What sticks out of the screen, unless a box of its own scrolls it (a table, the navigation strip).
      const scrolledInBox = (element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
          if (["auto", "scroll", "hidden"].includes(getComputedStyle(box).overflowX)) return true;
        return false;
      };
      return [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 1 && !scrolledInBox(element))
        .slice(0, 5)
        .map((element) => element.tagName.toLowerCase() + (element.className ? "." + String(element.className).split(" ").join(".") : ""));
    })()`);
    if (wider.length > 0) overflowing[`${language} ${path}`] = wider;
    await view.screenshot(`${language}-${path.slice(1).replaceAll("/", "-")}`);
  }
  expect(overflowing).toEqual({});
});
