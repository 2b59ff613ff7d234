import { randomBytes } from "node:crypto";
import type { Browser, BrowserContextOptions } from "playwright-core";
import { FAILURE_REASON_WORDS } from "../../providers/failure-reasons";
import { launchBrowser, openPage, type WatchedPage } from "../support/browser";
import { eventually } from "../support/eventually";
import { usePaymentWorld } from "../support/payment-world";

/**
 * The customer's page in a real browser at a phone's size (360 x 740), against the sandbox's rules: a number ending
 * 99 fails, any other succeeds. Screenshots in test-results/console/.
 */
const world = usePaymentWorld({ env: { CHECKOUT_SWEEP_INTERVAL_SECONDS: "0.3" } });
const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const PAGE_BUDGET_BYTES = 60 * 1024;

let browser: Browser;
let view: WatchedPage;
beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);
afterAll(() => browser?.close());
afterEach(async () => {
  if (!view) return;
  await view.screenshot("end");
  const problems = [...view.problems];
  await view.close();
  expect(problems).toEqual([]);
});
const focused = (page: WatchedPage["page"]) => page.evaluate<string | undefined>("document.activeElement?.id");
const open = async (options: BrowserContextOptions = {}) => {
  view = await openPage(browser, expect.getState().currentTestName ?? "checkout page", { ...PHONE, ...options });
  return view;
};

const createCheckout = async (fields: Record<string, unknown> = {}) => {
  const created = await world.api.http.post(
    "/api/payments/checkout/",
    {
      merchant_reference: `co-${randomBytes(5).toString("hex")}`,
      amount: "2500.00",
      currency: "CDF",
      description: "Pagne wax, 6 yards",
      return_url: "https://shop.example.com/merci?order=17",
      callback_url: world.receiver.url,
      ...fields,
    },
    { token: world.merchant.token },
  );
  expect(created.status).toBe(201);
  return created.body as { id: string; checkout_url: string };
};

describe("the checkout page on a phone", () => {
  it("in French by default: the network guessed as the number is typed, Pay, approve on the phone, paid, back to the shop; under 60 kB", async () => {
    const checkout = await createCheckout();
    const { page } = await open({ locale: "fr-FR" });
    const transferred: number[] = [];
    page.on("requestfinished", async (request) => {
      const sizes = await request.sizes();
      transferred.push(sizes.responseHeadersSize + sizes.responseBodySize);
    });
    await page.goto(checkout.checkout_url);
    await view.settled();
    const weight = transferred.reduce((sum, size) => sum + size, 0);
    expect(transferred.length).toBe(1);
    expect(weight).toBeLessThan(PAGE_BUDGET_BYTES);

    await page.getByRole("heading", { name: "Payer Test Shop", level: 1 }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    await expect(page.locator(".amount").textContent()).resolves.toMatch(/^2\s500\sCDF$/);
    const number = page.getByLabel("Votre numéro mobile money");
    const network = page.getByLabel("Réseau");
    await number.pressSequentially("081 234 5600");
    expect(await network.inputValue()).toBe("MPESA");
    await view.screenshot("number-typed");
    await page.getByRole("button", { name: /^Payer/ }).click();
    await page.getByRole("heading", { name: "Approuvez sur votre téléphone" }).waitFor();
    expect(await page.getByRole("status").textContent()).toBe("Approuvez sur votre téléphone");
    await view.screenshot("approve-on-phone");
    await page.getByRole("heading", { name: "Paiement reçu" }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("status").textContent()).toBe("Paiement reçu");
    await page.getByRole("heading", { name: "Payé à Test Shop", level: 1 }).waitFor();
    // The receipt to show the shopkeeper: the paying try's reference, when (Kinshasa time), network, number, amount.
    const receipt = page.getByLabel("Reçu");
    await receipt.getByText(/^TX/).waitFor();
    const rows = await receipt.locator("dd").allInnerTexts();
    expect(rows).toEqual([
      expect.stringMatching(/^TX[0-9A-Z]+$/),
      expect.stringMatching(/^\d\d\/\d\d\/\d{4}.* \d\d:\d\d \(heure de Kinshasa\)$/),
      "M-Pesa",
      "…5600",
      expect.stringMatching(/^2\s500\sCDF$/),
    ]);
    const back = page.getByRole("link", { name: "Retour chez Test Shop" });
    const href = new URL((await back.getAttribute("href"))!);
    expect(Object.fromEntries(href.searchParams)).toEqual({ order: "17", checkout_id: checkout.id, status: "paid" });
    await view.screenshot("paid");
    expect(page.url()).toBe(checkout.checkout_url);
  });

  it("in English (?lang=en): a failed try says why, the customer chooses another network and number, and pays", async () => {
    const checkout = await createCheckout({ return_url: undefined });
    const { page } = await open({ locale: "fr-FR" });
    await page.goto(`${checkout.checkout_url}?lang=en`);
    const number = page.getByLabel("Your mobile money number");
    await number.fill("0971234599");
    await page.getByLabel("Network").selectOption("MPESA");
    view.expectFailure(400, /\/tries$/);
    await page.getByRole("button", { name: /^Pay/ }).click();
    await page.getByText("This number is on Airtel Money: choose Airtel Money as the network.").waitFor();
    expect(await number.getAttribute("aria-invalid")).toBe("true");
    await view.screenshot("wrong-network");
    await page.getByLabel("Network").selectOption("");
    await number.dispatchEvent("input");
    expect(await page.getByLabel("Network").inputValue()).toBe("AIRTEL");
    await page.getByRole("button", { name: /^Pay/ }).click();
    await page.getByRole("heading", { name: "The payment did not go through" }).waitFor({ timeout: 20_000 });
    expect(await page.locator("#failed-reason").textContent()).toBe(FAILURE_REASON_WORDS.insufficient_funds.message_en);
    expect(await page.getByRole("status").textContent()).toMatch(/did not go through/);
    await view.screenshot("failed");
    await number.fill("0851234500");
    await number.dispatchEvent("input");
    expect(await page.getByLabel("Network").inputValue()).toBe("ORANGE");
    await page.getByRole("button", { name: /^Pay/ }).click();
    await page.getByRole("heading", { name: "Payment received" }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole("link").filter({ hasText: "Back to" }).count()).toBe(0);
    await view.screenshot("paid");
  });

  it("follows Accept-Language when it prefers English, and links to the other language", async () => {
    const checkout = await createCheckout();
    const { page } = await open({ locale: "en-GB" });
    await page.goto(checkout.checkout_url);
    await page.getByRole("heading", { name: "Pay Test Shop" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.getByRole("link", { name: "Français" }).click();
    await page.getByRole("heading", { name: "Payer Test Shop" }).waitFor();
  });

  it("says when the checkout has expired or was cancelled, with the way back", async () => {
    const expired = await createCheckout();
    await world.api.database
      .db("checkouts")
      .where({ reference: expired.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const { page } = await open({ locale: "fr-FR" });
    await page.goto(expired.checkout_url);
    await page.getByRole("heading", { name: "Ce paiement a expiré" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Expiré : paiement à Test Shop");
    expect(await page.getByRole("button").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Retour chez Test Shop" }).getAttribute("href")).toContain("status=expired");
    await view.screenshot("expired");

    const cancelled = await createCheckout();
    await world.api.http.post(`/api/payments/checkout/${cancelled.id}/cancel/`, {}, { token: world.merchant.token });
    await page.goto(cancelled.checkout_url);
    await page.getByRole("heading", { name: "Ce paiement a été annulé" }).waitFor();
  });

  it("works without its script: the form posts, the page refreshes itself while the phone is prompted, then says paid", async () => {
    const checkout = await createCheckout();
    const { page } = await open({ locale: "fr-FR", javaScriptEnabled: false });
    await page.goto(checkout.checkout_url);
    await page.getByLabel("Votre numéro mobile money").fill("+243 82 123 4500");
    await page.getByLabel("Réseau").selectOption("MPESA");
    await page.getByRole("button", { name: /^Payer/ }).click();
    await page.getByRole("heading", { name: "Approuvez sur votre téléphone" }).waitFor();
    expect(page.url()).toBe(`${checkout.checkout_url}?lang=fr`);
    await view.screenshot("no-script-approve");
    await page.getByRole("heading", { name: "Paiement reçu" }).waitFor({ timeout: 20_000 });
  });

  it("offers a way out when the prompt never comes: past 45 s the customer gives up the try and pays with another number", async () => {
    const checkout = await createCheckout();
    const { page } = await open({ locale: "fr-FR" });
    await page.goto(checkout.checkout_url);
    await page.getByLabel("Votre numéro mobile money").fill("081 234 5698");
    await page.getByRole("button", { name: /^Payer/ }).click();
    await page.getByRole("heading", { name: "Approuvez sur votre téléphone" }).waitFor();
    await page.getByText(/^En attente depuis \d+ s$/).waitFor();
    expect(await page.getByRole("button", { name: "Je n'ai rien reçu / changer de numéro" }).isVisible()).toBe(false);
    // The phone never shows the prompt: 50 s later, as far as the checkout can tell, the page is opened again.
    await world.api.database
      .db("payments")
      .where({ checkout_id: checkout.id })
      .update({ created_at: world.api.database.db.raw("created_at - interval '50 seconds'") });
    await page.reload();
    const giveUp = page.getByRole("button", { name: "Je n'ai rien reçu / changer de numéro" });
    await giveUp.waitFor();
    expect(await page.getByText(/^En attente depuis (5\d) s$/).isVisible()).toBe(true);
    const box = (await giveUp.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await view.screenshot("give-up-offered");
    await giveUp.click();
    await page.locator("#given-up").getByText("Demande abandonnée. Réessayez, avec ce numéro ou un autre.").waitFor();
    const number = page.getByLabel("Votre numéro mobile money");
    // Kept by the page in this tab, through the reload: never written into the page by the server.
    expect(await number.inputValue()).toBe("081 234 5698");
    await view.screenshot("given-up");
    await number.fill("081 234 5600");
    await page.getByRole("button", { name: /^Payer/ }).click();
    await page.getByRole("heading", { name: "Paiement reçu" }).waitFor({ timeout: 20_000 });
    const tries = (await world.api.http.get(`/api/payments/checkout/${checkout.id}/`, { token: world.merchant.token })).body
      .tries;
    expect(tries.map((one: { given_up_at: string | null }) => one.given_up_at !== null)).toEqual([true, false]);
  });

  it("without its script, the give-up is a form too, at 320 px", async () => {
    const checkout = await createCheckout();
    const { page } = await open({ locale: "fr-FR", javaScriptEnabled: false, viewport: { width: 320, height: 640 } });
    await page.goto(checkout.checkout_url);
    await page.getByLabel("Votre numéro mobile money").fill("0822345698");
    await page.getByRole("button", { name: /^Payer/ }).click();
    await page.getByRole("heading", { name: "Approuvez sur votre téléphone" }).waitFor();
    await world.api.database
      .db("payments")
      .where({ checkout_id: checkout.id })
      .update({ created_at: world.api.database.db.raw("created_at - interval '50 seconds'") });
    // The page refreshes itself every 5 s without script.
    await page.getByRole("button", { name: "Je n'ai rien reçu / changer de numéro" }).click({ timeout: 15_000 });
    await page.locator("#given-up").getByText("Demande abandonnée. Réessayez, avec ce numéro ou un autre.").waitFor();
    expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(320);
    await view.screenshot("no-script-given-up");
    await page.getByLabel("Votre numéro mobile money").fill("0822345600");
    await page.getByRole("button", { name: /^Payer/ }).click();
    await page.getByRole("heading", { name: "Paiement reçu" }).waitFor({ timeout: 20_000 });
  });

  it("without its script, a bad number is said at the field, which keeps what was typed", async () => {
    const checkout = await createCheckout();
    const { page } = await open({ locale: "fr-FR", javaScriptEnabled: false });
    await page.goto(checkout.checkout_url);
    view.expectFailure(400, /\/tries/);
    await page.getByLabel("Votre numéro mobile money").fill("0871234567");
    await page.getByRole("button", { name: /^Payer/ }).click();
    await page.locator("#number-error").waitFor();
    expect(await page.locator("#number-error").textContent()).toBe(
      "Vérifiez le numéro : un numéro mobile de la RDC, 0 puis 9 chiffres (par exemple 081 234 5678).",
    );
    expect(await page.getByLabel("Votre numéro mobile money").inputValue()).toBe("0871234567");
    expect(await page.getByLabel("Votre numéro mobile money").getAttribute("aria-invalid")).toBe("true");
    await view.screenshot("bad-number");
  });

  it("is usable from the keyboard: labelled fields in order, Enter pays, focus moves to the new state", async () => {
    const checkout = await createCheckout();
    const { page } = await open({ locale: "fr-FR" });
    await page.goto(checkout.checkout_url);
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("customer_number");
    await page.keyboard.type("0812345600");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("service");
    expect(await page.getByLabel("Réseau").inputValue()).toBe("MPESA");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("pay-button");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Approuvez sur votre téléphone" }).waitFor();
    await eventually(async () => ((await focused(page)) === "waiting-title" ? true : undefined));
    expect(await page.locator("[aria-live=polite]").count()).toBe(1);
    await page.getByRole("heading", { name: "Paiement reçu" }).waitFor({ timeout: 20_000 });
    await eventually(async () => ((await focused(page)) === "paid-title" ? true : undefined));
  });

  it("answers an unknown checkout with a page saying so (404)", async () => {
    const { page } = await open({ locale: "fr-FR" });
    view.expectFailure(404, /\/pay\/CONOPE/);
    const response = await page.goto(`${world.api.baseUrl}/pay/CONOPE`);
    expect(response!.status()).toBe(404);
    await page.getByRole("heading", { name: "Page introuvable" }).waitFor();
  });
});
