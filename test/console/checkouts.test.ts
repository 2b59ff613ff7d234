import { loadedRows, waitForCount } from "../support/browser";
import { useConsoleBrowser } from "../support/console-browser";
import { eventually } from "../support/eventually";
import { createStaff } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/** A merchant opens a checkout and a payment link from the console and follows them; staff see a try's checkout. */
const browser = useConsoleBrowser();
const world = usePaymentWorld({ env: { CONSOLE_DIR: browser.consoleDir, CHECKOUT_SWEEP_INTERVAL_SECONDS: "0.3" } });

it("lets a merchant open a checkout, see it paid with its tries, and staff see the checkout in a try's story", async () => {
  const view = await browser.signIn(world.api.baseUrl, world.merchant.user.email, world.merchant.password, "dashboard");
  const { page } = view;
  await page.getByRole("link", { name: "Checkouts" }).click();
  await page.getByRole("heading", { name: "Checkouts", level: 1 }).waitFor();
  view.expectFailure(400, /\/api\/payments\/checkout\/$/);
  await page.getByRole("button", { name: "Open checkout" }).click();
  await page.locator("#field-checkout-amount-error").waitFor();
  await view.screenshot("refused");
  await page.getByLabel("Merchant reference").fill("order-console-1");
  // As a shopkeeper writes it: the console reads "3 000" into the API's "3000.00".
  await page.getByLabel("Amount").fill("3 000");
  await page.getByLabel("Description", { exact: true }).fill("Sac de riz 25 kg");
  await page.getByLabel("Callback URL").fill(world.receiver.url);
  await page.getByRole("button", { name: "Open checkout" }).click();
  const opened = page.getByRole("status").getByRole("link").last();
  await opened.waitFor();
  const checkoutUrl = (await opened.getAttribute("href"))!;
  const id = checkoutUrl.split("/pay/")[1]!;
  await waitForCount(await loadedRows(page.getByRole("table", { name: "Checkouts" })), 1);
  await view.screenshot("opened");

  expect((await world.api.http.post(`/pay/${id}/tries`, { customer_number: "0812345699" })).status).toBe(201);
  await eventually(async () =>
    (await world.api.http.get(`/pay/${id}/status`)).body.current_try?.transaction_status === "Failed" ? true : undefined,
  );
  expect((await world.api.http.post(`/pay/${id}/tries`, { customer_number: "0812345600" })).status).toBe(201);
  await eventually(async () =>
    (await world.api.http.get(`/pay/${id}/status`)).body.checkout_status === "paid" ? true : undefined,
  );

  await page.getByRole("table", { name: "Checkouts" }).getByRole("link", { name: id }).click();
  await page.getByRole("heading", { name: `Checkout ${id}` }).waitFor();
  const tries = page.getByRole("table", { name: "Tries, oldest first" });
  await waitForCount(await loadedRows(tries), 2);
  expect(await tries.innerText()).toContain("Paid the checkout");
  expect(await page.getByRole("button", { name: "Cancel checkout" }).count()).toBe(0);
  await view.screenshot("paid-with-tries");

  const { body: checkout } = await world.api.http.get(`/api/payments/checkout/${id}/`, { token: world.merchant.token });
  expect(checkout.amount).toBe("3000.00");
  const staff = await createStaff(world.api.database.db);
  const admin = await browser.signIn(world.api.baseUrl, staff.user.email, "staff password 123", "admin");
  await admin.page.goto(`${world.api.baseUrl}/admin/transactions/${checkout.transactions[0]}`);
  const card = admin.page.getByRole("region", { name: "Checkout" });
  await card.getByText("Did not pay the checkout").waitFor();
  await waitForCount(await loadedRows(card.getByRole("table", { name: "The checkout's tries, oldest first" })), 2);
  await admin.screenshot("staff-story");
});

it("lets a merchant create a payment link, see its QR code and checkouts, and turn it off", async () => {
  const view = await browser.signIn(world.api.baseUrl, world.merchant.user.email, world.merchant.password, "dashboard");
  const { page } = view;
  await page.getByRole("link", { name: "Payment links" }).click();
  await page.getByLabel("Name").fill("Étal du marché");
  await page.getByLabel("Amount").fill("1200");
  await page.getByLabel("Callback URL").fill(world.receiver.url);
  await page.getByRole("button", { name: "Create link" }).click();
  const link = page.getByRole("status").getByRole("link");
  await link.waitFor();
  const url = (await link.getAttribute("href"))!;
  const visit = await fetch(url, { redirect: "manual" });
  expect(visit.status).toBe(303);
  const links = page.getByRole("table", { name: "Payment links" });
  await page.reload();
  await waitForCount(await loadedRows(links), 1);
  await eventually(async () =>
    (await links.getByRole("img").evaluate((image: { naturalWidth: number }) => image.naturalWidth)) > 0 ? true : undefined,
  );
  await links.getByRole("link", { name: "1", exact: true }).waitFor();
  await view.screenshot("link-with-qr");
  await page.getByRole("button", { name: "Turn off Étal du marché" }).click();
  await page.getByRole("button", { name: "Turn on Étal du marché" }).waitFor();
  expect((await fetch(url, { redirect: "manual" })).status).toBe(410);
  await links.getByRole("link", { name: "1", exact: true }).click();
  await waitForCount(await loadedRows(page.getByRole("table", { name: "Checkouts" })), 1);
});
