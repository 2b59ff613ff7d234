import { randomBytes } from "node:crypto";
import { type BadPayoutRow, badPayoutRows } from "../support/bad-payout-rows";
import { eventually } from "../support/eventually";
import { createMerchant, creditWallet, type MerchantFixture } from "../support/fixtures";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";
import { enrolTwoFactor } from "../support/two-factor";

/**
 * Payout files end to end (the API, its worker's payout-file loop, Temporal, the simulator's providers): a CSV
 * checked row by row, a draft that moves nothing, submitted, approved once, its rows made into payouts in the
 * background, followed to their final states, retried once per failure, exported formula-safe.
 */
const world = usePaymentWorld({ simulated: true, accountType: "prod", env: { PAYOUT_QUEUE_RECHECK_SECONDS: "1" } });

const FILES = "/api/payments/payout/file/";

const upload = (csv: string | Buffer, merchant: MerchantFixture = world.merchant, query = "") =>
  world.api.http.request("POST", `${FILES}${query}`, {
    token: merchant.token,
    rawBody: csv,
    headers: { "Content-Type": "text/csv" },
  });

const readFile = async (id: string, merchant: MerchantFixture = world.merchant) =>
  (await world.api.http.get(`${FILES}${id}/?limit=10000`, { token: merchant.token })).body;

const usdAvailable = async (merchant: MerchantFixture) =>
  (await world.api.http.get("/api/organization/wallet/", { token: merchant.token })).body.results.find(
    (row: { currency: string }) => row.currency === "USD",
  )?.available;

const ref = () => `pf-${randomBytes(5).toString("hex")}`;

/** A merchant with two-factor on, USD money, and approval above 1000.00 USD. */
async function approver() {
  const merchant = await createMerchant(world.api.database.db, { accountType: "prod" });
  await creditWallet(world.api.database.db, merchant.merchantId, "USD", "100000.00");
  const { nextCode } = await enrolTwoFactor(world.api.http, merchant);
  const controls = await world.api.http.put(
    "/api/organization/money-out-controls/",
    { ip_allowlist: [], daily_limits: {}, approval_above: { USD: "1000.00" }, password: merchant.password, otp: nextCode() },
    { token: merchant.token },
  );
  expect(controls.status).toBe(200);
  return { ...merchant, nextCode };
}

beforeAll(async () => {
  await creditWallet(world.api.database.db, world.merchant.merchantId, "USD", "100000.00");
  for (const protocol of ["sealed", "signed"] as const) {
    await world.simulator[protocol].engine.moneyOut.setFloat("USD", "1000000000.00");
  }
});

describe("a 500-row payout file", () => {
  it("reports each bad row, moves nothing as a draft, waits whole for one approval, makes every good row a payout, never retries a definitive failure", async () => {
    const merchant = await approver();
    // An earlier payout whose merchant_reference two rows reuse.
    const earlier = await world.api.http.post(
      "/api/payments/payout/",
      {
        merchant_reference: ref(),
        amount: "5.00",
        currency: "USD",
        recipient_number: mpesaNumber(),
        callback_url: world.receiver.url,
      },
      { token: merchant.token },
    );
    expect(earlier.status).toBe(201);

    const header = "description,merchant_reference,recipient_number,amount,currency,service";
    const lines: string[] = [];
    const expected: Array<{ row: number; field: string }> = [];
    const bad = (row: number, field: string) => expected.push({ row, field });
    const failing = new Set([30, 130, 230, 330, 430]);
    const dupOf = ref();
    /** The twenty bad rows: the nineteen the payout-file tests share, and a merchant_reference the earlier payout took. */
    const badRows: Record<number, BadPayoutRow> = {
      ...badPayoutRows(dupOf),
      71: ["merchant_reference", { reference: earlier.body.merchant_reference }],
    };
    for (let row = 1; row <= 500; row += 1) {
      const cells: Record<string, string> = {
        description: row === 7 ? '=HYPERLINK("http://evil.example","click")' : `salary ${row}`,
        reference: row === 61 ? dupOf : ref(),
        number: mpesaNumber(failing.has(row) ? "99" : "00"),
        amount: "10.00",
        currency: "USD",
        service: "",
      };
      const wrong = badRows[row];
      if (wrong) {
        Object.assign(cells, wrong[1]);
        bad(row, wrong[0]);
      }
      const { description, reference, number, amount, currency, service } = cells;
      lines.push([`"${description!.replaceAll('"', '""')}"`, reference, number, amount, currency, service].join(","));
    }
    const before = await usdAvailable(merchant);
    const uploaded = await upload(`${header}\n${lines.join("\n")}\n`, merchant);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ file_status: "draft", rows: 500, valid: 480, invalid: 20 });
    expect(uploaded.body.totals).toEqual({ USD: { count: 480, amount: "4800.00", fees: expect.stringMatching(/^\d+\.\d{2}$/) } });
    const reported = uploaded.body.errors.map((error: { row: number; field: string }) => ({
      row: error.row,
      field: error.field,
    }));
    for (const one of expected) expect(reported).toContainEqual(one);
    expect(new Set(reported.map((error: { row: number }) => error.row)).size).toBe(20);
    // Of two rows with one merchant_reference, the later is the error.
    expect(uploaded.body.errors.find((error: { row: number }) => error.row === 62).message).toMatch(/earlier row/);
    expect(uploaded.body.errors.find((error: { row: number }) => error.row === 71).message).toMatch(/payouts already/);
    const id = uploaded.body.id as string;

    // A draft moves nothing.
    expect(await usdAvailable(merchant)).toBe(before);
    expect((await readFile(id, merchant)).progress).toEqual({ Waiting: 480 });

    // 4800.00 USD is above approval_above (1000.00): the file waits whole.
    const submitted = await world.api.http.post(`${FILES}${id}/submit/`, undefined, { token: merchant.token });
    expect(submitted.status).toBe(200);
    expect(submitted.body.file_status).toBe("awaiting_approval");
    const again = await world.api.http.post(`${FILES}${id}/submit/`, undefined, { token: merchant.token });
    expect(again.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await readFile(id, merchant)).progress).toEqual({ Waiting: 480 });
    expect(await usdAvailable(merchant)).toBe(before);

    // Two approvals at once count once.
    const approvals = await Promise.all(
      [merchant.nextCode(), merchant.nextCode()].map((otp) =>
        world.api.http.post(`${FILES}${id}/approve/`, { password: merchant.password, otp }, { token: merchant.token }),
      ),
    );
    expect(approvals.map((answer) => answer.status)).toEqual([200, 200]);
    expect(approvals[0]!.body.approved_at).toBe(approvals[1]!.body.approved_at);

    const done = await eventually(
      async () => {
        const file = await readFile(id, merchant);
        return file.progress.Success === 475 && file.progress.Failed === 5 ? file : undefined;
      },
      420_000,
      1000,
    );
    expect(done.file_status).toBe("processed");
    const row1 = done.results[0];
    expect(row1).toMatchObject({ row: 1, valid: true, payout_status: "Success" });
    expect(row1.payout_reference).toMatch(/^PO/);
    const failed = done.results.filter((row: { payout_status: string }) => row.payout_status === "Failed");
    expect(failed.map((row: { row: number }) => row.row).sort((a: number, b: number) => a - b)).toEqual([...failing]);
    // The simulator ends a `99` payout RECIPIENT_NOT_FOUND: invalid_number, a definitive reason.
    expect(failed[0].failure_reason).toBe("invalid_number");
    // One payout per good row, none for the bad ones.
    const made = await world.api.database.db("payouts").where({ merchant_id: merchant.merchantId }).count("* as n");
    expect(Number(made[0]!.n)).toBe(481);
    // The fees and amounts went out: the five failed rows' holds came back.
    const fee = Number(uploaded.body.totals.USD.fees) / 480;
    await eventually(async () => {
      const expectedAvailable = Number(before) - 475 * (10 + fee);
      return Math.abs(Number(await usdAvailable(merchant)) - expectedAvailable) < 0.005 ? true : undefined;
    });

    // A definitive failure is never retried (retryable ones: payout-file-resume.test.ts, and the console's test).
    const retried = await world.api.http.post(`${FILES}${id}/retry-failed/`, undefined, { token: merchant.token });
    expect(retried.status).toBe(200);
    expect(retried.body.retried).toBe(0);
    expect(
      Number((await world.api.database.db("payouts").where({ merchant_id: merchant.merchantId }).count("* as n"))[0]!.n),
    ).toBe(481);

    // results.csv: every row, cells a spreadsheet would evaluate neutralised.
    const csv = await world.api.http.get(`${FILES}${id}/results.csv`, { token: merchant.token });
    expect(csv.status).toBe(200);
    const csvLines = String(csv.body).trim().split("\r\n");
    expect(csvLines).toHaveLength(501);
    expect(csvLines[0]).toBe(
      "row,recipient_number,amount,currency,service,merchant_reference,description,valid,payout_reference,payout_status,failure_reason",
    );
    expect(csvLines[7]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvLines[7]).not.toMatch(/,=|,"=/);
    expect(csvLines[1]).toMatch(/^1,'\+24381\d{7},10\.00,USD,MPESA,/);
  }, 600_000);
});

describe("a payout file's limits and forms", () => {
  it("reads a file with a BOM and CRLF lines, columns in any order", async () => {
    const csv = `\ufeffcurrency,amount,recipient_number\r\nUSD,1.50,${mpesaNumber()}\r\nusd,2,${mpesaNumber()}\r\n`;
    const uploaded = await upload(csv);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ rows: 2, valid: 2, invalid: 0, errors: [] });
    expect(uploaded.body.totals.USD).toMatchObject({ count: 2, amount: "3.50" });
    const file = await readFile(uploaded.body.id);
    expect(file.results.map((row: { merchant_reference: string }) => row.merchant_reference)).toEqual([
      `${uploaded.body.id}-1`,
      `${uploaded.body.id}-2`,
    ]);
  });

  it("refuses more than 10,000 rows and more than 2 MB with 413, a missing column with 400", async () => {
    const row = `${mpesaNumber()},1.00,USD\n`;
    const tooMany = await upload(`recipient_number,amount,currency\n${row.repeat(10_001)}`);
    expect(tooMany.status).toBe(413);
    const tenThousand = await upload(`recipient_number,amount,currency\n${row.repeat(10_000)}`);
    expect(tenThousand.status).toBe(201);
    expect(tenThousand.body.rows).toBe(10_000);
    const big = `recipient_number,amount,currency,description\n${`${mpesaNumber()},1.00,USD,${"x".repeat(400)}\n`.repeat(6000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(big)).status).toBe(413);
    const missing = await upload("recipient_number,amount\n+243812345678,1.00\n");
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.header).toMatch(/currency/);
    const json = await world.api.http.post(FILES, { rows: [] }, { token: world.merchant.token });
    expect(json.status).toBe(415);
  }, 120_000);

  it("shows a merchant's file to nobody else: 404", async () => {
    const uploaded = await upload(`recipient_number,amount,currency\n${mpesaNumber()},1.00,USD\n`);
    const other = await createMerchant(world.api.database.db, { accountType: "prod" });
    const id = uploaded.body.id;
    expect((await world.api.http.get(`${FILES}${id}/`, { token: other.token })).status).toBe(404);
    expect((await world.api.http.get(`${FILES}${id}/results.csv`, { token: other.token })).status).toBe(404);
    expect((await world.api.http.post(`${FILES}${id}/submit/`, undefined, { token: other.token })).status).toBe(404);
    expect((await world.api.http.post(`${FILES}${id}/retry-failed/`, undefined, { token: other.token })).status).toBe(404);
    const theirs = await world.api.http.get(FILES, { token: other.token });
    expect(theirs.body.results).toEqual([]);
    const mine = await world.api.http.get(FILES, { token: world.merchant.token });
    expect(mine.body.results.map((file: { id: string }) => file.id)).toContain(id);
  });
});
