import { randomBytes } from "node:crypto";
import { loadedRows, waitForCount } from "../support/browser";
import { useConsoleBrowser } from "../support/console-browser";
import { eventually } from "../support/eventually";
import { createStaff } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";

/** Staff's Routing page (standing, rules edited in a real browser) and a payment's routing decision in its story. */
const browser = useConsoleBrowser();
const world = usePaymentWorld({
  simulated: true,
  accountType: "prod",
  env: { CONSOLE_DIR: browser.consoleDir, ROUTING_STRATEGY: "success_rate" },
});

let staff: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  staff = await createStaff(world.api.database.db);
});

async function createPayment(customerNumber: string): Promise<string> {
  const created = await world.createPayment({
    merchant_reference: `order-${randomBytes(5).toString("hex")}`,
    amount: "15.00",
    currency: "USD",
    service: undefined,
    customer_number: customerNumber,
  });
  expect(created.status).toBe(201);
  return created.body.reference;
}

const signInAsStaff = () => browser.signIn(world.api.baseUrl, staff.user.email, "staff password 123", "admin");

describe("routing in the console", () => {
  it("creates a split rule (refused first for weights not adding up to 100), changes it to a pin, and deletes it, audited", async () => {
    const view = await signInAsStaff();
    const { page } = view;
    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: "Routing" }).click();
    await page.getByRole("heading", { name: "Routing", level: 1 }).waitFor();
    await page.getByRole("button", { name: "New rule" }).click();
    const form = page.getByRole("form", { name: "Create a routing rule" });
    await form.getByLabel("Service").selectOption("MPESA");
    await form.getByLabel("Kind").selectOption("split");
    await form.getByLabel("Allocations").fill("alpha:60, beta:30");
    view.expectFailure(400, /\/api\/admin\/routing-rules\/$/);
    await form.getByRole("button", { name: "Create the rule" }).click();
    await form.getByText("The weights add up to 90; they must add up to 100.").waitFor();
    await view.screenshot("routing-rule-refused");

    await form.getByLabel("Allocations").fill("alpha:70, beta:30");
    await form.getByRole("button", { name: "Create the rule" }).click();
    await page.getByRole("status").getByText("Rule created: alpha 70 % · beta 30 %.").waitFor();
    const rules = page.getByRole("table", { name: "Routing rules" });
    await waitForCount(await loadedRows(rules), 1);
    expect(await (await loadedRows(rules)).first().innerText()).toContain("MPESA");
    await view.screenshot("routing-rule-created");

    await page.getByRole("button", { name: "Change rule alpha 70 % · beta 30 %" }).click();
    const change = page.getByRole("form", { name: "Change the routing rule" });
    await change.getByLabel("Kind").selectOption("pin");
    await change.getByLabel("Provider").selectOption("beta");
    await change.getByLabel("Note").fill("alpha's M-Pesa link is down");
    await change.getByRole("button", { name: "Save the rule" }).click();
    await page.getByRole("status").getByText("Rule changed: beta.").waitFor();
    await rules.getByText("alpha's M-Pesa link is down").waitFor();

    const pinned = await createPayment("+243812345600");
    const decision = await world.api.http.get(`/api/admin/transactions/${pinned}/`, { token: staff.token });
    expect(decision.body.routing_decision).toMatchObject({ reason: "pin", route: ["beta", "alpha"] });

    await page.getByRole("button", { name: "Delete rule beta" }).click();
    await page.getByRole("status").getByText("Rule deleted.").waitFor();
    await rules.getByText("No rule: routing learns everywhere.").waitFor();
    const audit = await world.api.database
      .db("staff_audit_log")
      .where({ target_type: "routing_rule" })
      .orderBy("id")
      .pluck("action");
    expect(audit).toEqual(["routing_rule.create", "routing_rule.update", "routing_rule.delete"]);
  });

  it("shows each provider's learned rate, and a payment's routing decision in its story", async () => {
    for (let index = 0; index < 4; index++) await createPayment(`+2438123456${String(10 + index)}`);
    await eventually(async () => {
      const count = await world.api.database
        .db("routing_outcomes")
        .where({ service: "MPESA", currency: "USD" })
        .count<{ n: string }>("* as n")
        .first();
      return Number(count?.n) >= 4 ? true : undefined;
    });
    const view = await signInAsStaff();
    const { page } = view;
    await page.getByRole("link", { name: "Routing" }).click();
    const mpesa = page.getByRole("table", { name: "Routing MPESA USD" });
    await mpesa.getByRole("row").filter({ hasText: "alpha" }).getByText("100.0 %").waitFor();
    await view.screenshot("routing-standing");

    const reference = await createPayment("+243812345620");
    await page.goto(`${world.api.baseUrl}/admin/transactions/${reference}`);
    const card = page.getByRole("region", { name: "Routing decision" });
    await card.getByText("priority (too few outcomes to learn from)").waitFor();
    await card.getByText("alpha → beta").waitFor();
    await waitForCount(await loadedRows(card.getByRole("table", { name: "Routing candidates" })), 2);
    await card.scrollIntoViewIfNeeded();
    await view.screenshot("routing-decision");
  });
});
