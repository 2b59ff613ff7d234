import { randomBytes } from "node:crypto";
import { API_SCOPES } from "../../domain/events/api-scopes";
import { GOOD_PASSWORD, registerVerifiedUser, uniqueEmail } from "../support/accounts";
import { type BadPayoutRow, badPayoutRows } from "../support/bad-payout-rows";
import { eventually } from "../support/eventually";
import { creditWallet } from "../support/fixtures";
import type { HttpResponse } from "../support/http";
import { usePaymentWorld } from "../support/payment-world";
import { mpesaNumber } from "../support/simulated-providers";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink";
import { enrolTwoFactor } from "../support/two-factor";

/**
 * The finance desk, the "done when" as one story through the HTTP API, real PostgreSQL, Temporal and the
 * simulator's providers: an owner invites a developer and a finance member; the developer's token cannot pay out;
 * finance uploads a 500-row file with 20 bad rows, sees each error, submits the good ones and cannot approve them;
 * the owner approves once; the failed rows are retried once; the day's settlement report equals the statement;
 * a removed member's tokens are refused at once.
 *
 * Retryable failures on the simulator: five rows of 8000.00 USD are larger than either provider's float (5000.00
 * USD each), so both refuse them `insufficient_float` and, PAYOUT_QUEUE_HOURS (3.6 s here) later, they end Failed
 * with that retryable reason; the 475 rows of 10.00 USD fit. The float is then refilled and the retries succeed.
 */
let sink: SmtpSink;
const env: Record<string, string> = {
  AUTH_MAX_FAILURES_PER_IP: "1000",
  PAYOUT_QUEUE_HOURS: "0.001",
  PAYOUT_QUEUE_RECHECK_SECONDS: "1",
};
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
afterAll(() => sink.close());
const world = usePaymentWorld({ simulated: true, accountType: "prod", env });

const FILES = "/api/payments/payout/file/";
const http = () => world.api.http;
const db = () => world.api.database.db;
const refusal = (response: HttpResponse) => ({ status: response.status, code: response.body?.error?.code });
const ref = () => `fd-${randomBytes(5).toString("hex")}`;
const cents = (amount: string) => Math.round(Number(amount) * 100);
const kinshasaDate = (instant: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kinshasa", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );

interface Member {
  email: string;
  token: string;
  password: string;
  userId: string;
  nextCode?: () => string;
}

/** Signs up `email` through the API, is invited as `role` by the owner, reads the mailed code and joins (as team.test.ts). */
async function join(role: string): Promise<Member> {
  const email = uniqueEmail(role);
  const { token, user } = await registerVerifiedUser(world.api, sink, email);
  const before = sink.countTo(email);
  const invited = await http().post("/api/organization/members/", { email, role }, { token: world.merchant.token });
  expect(invited.status).toBe(201);
  expect(invited.body).toMatchObject({ email, role });
  const code = await sink.otpFor(email, before);
  const joined = await http().post("/api/organization/invitations/accept/", { code }, { token });
  expect(joined.status).toBe(201);
  expect(joined.body).toMatchObject({ merchant_id: world.merchant.merchantId, role });
  return { email, token, password: GOOD_PASSWORD, userId: user.id };
}

const upload = (csv: string, member: Member) =>
  http().request("POST", FILES, { token: member.token, rawBody: csv, headers: { "Content-Type": "text/csv" } });

const readFile = async (id: string, token: string) => (await http().get(`${FILES}${id}/?limit=10000`, { token })).body;

const approveFile = (id: string, member: Member) =>
  http().post(`${FILES}${id}/approve/`, { password: member.password, otp: member.nextCode!() }, { token: member.token });

const retryFailed = (id: string, member: Member) =>
  http().post(`${FILES}${id}/retry-failed/`, undefined, { token: member.token });

const setFloats = async (amount: string) => {
  for (const protocol of ["sealed", "signed"] as const) await world.simulator[protocol].engine.moneyOut.setFloat("USD", amount);
};

const merchantPayouts = () => db()("payouts").where({ merchant_id: world.merchant.merchantId });

/** The twenty bad rows: the nineteen the payout-file tests share, and one more amount. */
const dupOf = ref();
const BAD_ROWS: Record<number, BadPayoutRow> = { ...badPayoutRows(dupOf), 53: ["amount", { amount: "10000.01" }] };
/** Rows larger than either provider's float: refused `insufficient_float`, a retryable reason. */
const SHORT_OF_FLOAT = [50, 150, 250, 350, 450];

function payrollCsv(): string {
  const lines = ["description,merchant_reference,recipient_number,amount,currency,service"];
  for (let row = 1; row <= 500; row += 1) {
    const cells: Record<string, string> = {
      reference: row === 61 ? dupOf : ref(),
      number: mpesaNumber(),
      amount: SHORT_OF_FLOAT.includes(row) ? "8000.00" : "10.00",
      currency: "USD",
      service: "",
      ...BAD_ROWS[row]?.[1],
    };
    lines.push([`salary ${row}`, cells.reference, cells.number, cells.amount, cells.currency, cells.service].join(","));
  }
  return `${lines.join("\n")}\n`;
}

let ownerMember: Member;
let developer: Member;
let finance: Member;
let developerApiToken: string;
let fileId: string;

describe("the finance desk, from invitations to the day's settlement", () => {
  beforeAll(async () => {
    await creditWallet(db(), world.merchant.merchantId, "USD", "100000.00");
    await setFloats("5000.00");
  });

  it("1. the owner (two-factor, approval above 1000.00 USD, a second approver) invites a developer and a finance member", async () => {
    const { nextCode } = await enrolTwoFactor(http(), world.merchant);
    ownerMember = {
      email: world.merchant.user.email,
      token: world.merchant.token,
      password: world.merchant.password,
      userId: world.merchant.user.id,
      nextCode,
    };
    const controls = await http().put(
      "/api/organization/money-out-controls/",
      {
        ip_allowlist: [],
        daily_limits: {},
        approval_above: { USD: "1000.00" },
        second_approver: true,
        password: ownerMember.password,
        otp: nextCode(),
      },
      { token: ownerMember.token },
    );
    expect(controls.status).toBe(200);
    expect(controls.body).toMatchObject({ approval_above: { USD: "1000.00" }, second_approver: true });

    developer = await join("developer");
    finance = await join("finance");
    finance.nextCode = (await enrolTwoFactor(http(), finance)).nextCode;

    const members = (await http().get("/api/organization/members/", { token: ownerMember.token })).body.results;
    const byEmail = Object.fromEntries(members.map((member: { email: string }) => [member.email, member]));
    expect(byEmail[ownerMember.email]).toMatchObject({ role: "owner", two_factor: true });
    expect(byEmail[developer.email]).toMatchObject({ role: "developer", two_factor: false });
    expect(byEmail[finance.email]).toMatchObject({ role: "finance", two_factor: true });
  }, 120_000);

  it("2. the developer's API token, with every scope, cannot pay out: 403 insufficient_role", async () => {
    const created = await http().post(
      "/api/auth/login-tokens/",
      { password: developer.password, scopes: [...API_SCOPES] },
      { token: developer.token },
    );
    expect(created.status).toBe(201);
    developerApiToken = created.body.token as string;
    const refused = await http().post(
      "/api/payments/payout/",
      {
        merchant_reference: ref(),
        amount: "10.00",
        currency: "USD",
        recipient_number: mpesaNumber(),
        callback_url: world.receiver.url,
      },
      { token: developerApiToken },
    );
    expect(refusal(refused)).toEqual({ status: 403, code: "insufficient_role" });
    expect(refused.body.error.details).toEqual({ role_needed: "finance" });
    // Nor a file: the same role rule.
    expect(refusal(await upload(payrollCsv(), { ...developer, token: developerApiToken }))).toEqual({
      status: 403,
      code: "insufficient_role",
    });
    expect(await merchantPayouts()).toHaveLength(0);
  });

  it("3. finance uploads 500 rows with 20 bad ones: a draft, each error named by row and field", async () => {
    const uploaded = await upload(payrollCsv(), finance);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ file_status: "draft", rows: 500, valid: 480, invalid: 20 });
    expect(uploaded.body.totals).toEqual({
      USD: { count: 480, amount: "44750.00", fees: expect.stringMatching(/^\d+\.\d{2}$/) },
    });
    const reported = uploaded.body.errors.map((error: { row: number; field: string; message: string }) => {
      expect(error.message).toEqual(expect.any(String));
      return { row: error.row, field: error.field };
    });
    const expected = Object.entries(BAD_ROWS).map(([row, [field]]) => ({ row: Number(row), field }));
    expect([...reported].sort((a, b) => a.row - b.row)).toEqual(expected);
    // Of two rows with one merchant_reference, the later is the error.
    expect(uploaded.body.errors.find((error: { row: number }) => error.row === 62).message).toMatch(/earlier row/);
    fileId = uploaded.body.id as string;
    // A draft moves nothing.
    expect((await readFile(fileId, finance.token)).progress).toEqual({ Waiting: 480 });
    expect(await merchantPayouts()).toHaveLength(0);
  });

  it("4. finance submits; their own approval is 403 same_person; the owner approves once, a second time changes nothing", async () => {
    const submitted = await http().post(`${FILES}${fileId}/submit/`, undefined, { token: finance.token });
    expect(submitted.status).toBe(200);
    expect(submitted.body.file_status).toBe("awaiting_approval");

    expect(refusal(await approveFile(fileId, finance))).toEqual({ status: 403, code: "same_person" });
    // 44,750.00 USD is over approval_above: the file waits, whole.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await readFile(fileId, ownerMember.token)).progress).toEqual({ Waiting: 480 });
    expect(await merchantPayouts()).toHaveLength(0);

    const approved = await approveFile(fileId, ownerMember);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      file_status: expect.stringMatching(/processing|processed/),
      approved_by: ownerMember.userId,
    });
    const again = await approveFile(fileId, ownerMember);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ approved_by: ownerMember.userId, approved_at: approved.body.approved_at });
  });

  it("5. every row's payout ends final, one per valid row; retry-failed makes one -r1 payout per retryable failure, then none", async () => {
    const done = await eventually(
      async () => {
        const file = await readFile(fileId, finance.token);
        return file.progress.Success === 475 && file.progress.Failed === 5 ? file : undefined;
      },
      360_000,
      1000,
    );
    expect(done.file_status).toBe("processed");
    const failed = done.results.filter((row: { payout_status: string }) => row.payout_status === "Failed");
    expect(failed.map((row: { row: number }) => row.row)).toEqual(SHORT_OF_FLOAT);
    for (const row of failed) expect(row.failure_reason).toBe("insufficient_float");
    // Rows made once: exactly one payout per valid row, none for the bad ones.
    const made = await merchantPayouts();
    expect(made).toHaveLength(480);
    expect(new Set(made.map((payout: { merchant_reference: string }) => payout.merchant_reference)).size).toBe(480);
    // Each names the member who asked for it; those above approval_above, the owner whose file approval stands for theirs.
    expect(new Set(made.map((payout: { created_by: string }) => payout.created_by))).toEqual(new Set([finance.userId]));
    const approvers = made.map((payout: { amount: string; approved_by: string | null }) => [payout.amount, payout.approved_by]);
    expect(new Set(approvers.map(String))).toEqual(new Set(["10.00,", `8000.00,${ownerMember.userId}`]));

    // The float is refilled; the five failures are retried once each, a second call makes none.
    await setFloats("1000000.00");
    const retried = await retryFailed(fileId, finance);
    expect(retried.status).toBe(200);
    expect(retried.body.retried).toBe(5);
    const twice = await retryFailed(fileId, finance);
    expect(twice.status).toBe(200);
    expect(twice.body.retried).toBe(0);

    const after = await eventually(
      async () => {
        const file = await readFile(fileId, finance.token);
        return file.file_status === "processed" && file.progress.Success === 480 ? file : undefined;
      },
      120_000,
      1000,
    );
    const retriedRows = after.results.filter((row: { attempt: number }) => row.attempt > 0);
    expect(retriedRows.map((row: { row: number; attempt: number }) => [row.row, row.attempt])).toEqual(
      SHORT_OF_FLOAT.map((row) => [row, 1]),
    );
    const retries = await db()("payouts").whereIn(
      "reference",
      retriedRows.map((row: { payout_reference: string }) => row.payout_reference),
    );
    expect(retries.map((payout: { merchant_reference: string }) => payout.merchant_reference).sort()).toEqual(
      retriedRows.map((row: { merchant_reference: string }) => `${row.merchant_reference}-r1`).sort(),
    );
    expect(await merchantPayouts()).toHaveLength(485);
    // Nothing failed is left to retry.
    expect((await retryFailed(fileId, finance)).body.retried).toBe(0);
    expect(await merchantPayouts()).toHaveLength(485);
  }, 520_000);

  it("6. today's settlement report in USD adds up, and its closing is the statement's balance", async () => {
    const today = kinshasaDate(new Date());
    const report = await http().get(`/api/reports/settlement/?date=${today}&currency=USD`, { token: ownerMember.token });
    expect(report.status).toBe(200);
    const day = report.body;
    expect(day).toMatchObject({ date: today, currency: "USD" });
    // 480 payouts went out today: 475 of 10.00 and 5 of 8000.00 (their first tries' holds came back).
    expect(day.payouts).toMatchObject({ count: 480, gross: "44750.00" });
    const sections = ["collections", "payouts", "refunds", "conversions", "adjustments"];
    const nets = sections.reduce((sum, name) => sum + cents(day[name].net), 0);
    expect(cents(day.closing_balance)).toBe(cents(day.opening_balance) + nets);

    const statement = await http().get("/api/organization/wallet/statement/?currency=USD", { token: ownerMember.token });
    expect(statement.status).toBe(200);
    expect(statement.body.results[0].balance).toBe(day.closing_balance);
    const wallet = (await http().get("/api/organization/wallet/", { token: ownerMember.token })).body.results.find(
      (row: { currency: string }) => row.currency === "USD",
    );
    // Every movement is final: nothing is pending, so what is available now is the closing balance.
    expect(wallet.available).toBe(day.closing_balance);

    // Finance reads the same report.
    const asFinance = await http().get(`/api/reports/settlement/?date=${today}&currency=USD`, { token: finance.token });
    expect(asFinance.status).toBe(200);
    expect(asFinance.body).toEqual(day);
  });

  it("7. removed members' session and API tokens are refused at once (401)", async () => {
    // Finance holds no API tokens: its session is all there is to stop.
    expect(
      refusal(await http().post("/api/auth/login-tokens/", { password: finance.password }, { token: finance.token })),
    ).toEqual({ status: 403, code: "insufficient_role" });
    expect((await http().get(FILES, { token: finance.token })).status).toBe(200);
    expect((await http().get("/api/payments/payout/", { token: developerApiToken })).status).toBe(200);

    const members = (await http().get("/api/organization/members/", { token: ownerMember.token })).body.results;
    const idOf = (email: string) => members.find((row: { email: string }) => row.email === email).id;
    expect((await http().delete(`/api/organization/members/${idOf(finance.email)}/`, { token: ownerMember.token })).status).toBe(
      204,
    );
    expect((await http().get(FILES, { token: finance.token })).status).toBe(401);
    expect((await http().get("/api/auth/me/", { token: finance.token })).status).toBe(401);
    expect((await retryFailed(fileId, finance)).status).toBe(401);

    expect(
      (await http().delete(`/api/organization/members/${idOf(developer.email)}/`, { token: ownerMember.token })).status,
    ).toBe(204);
    expect((await http().get("/api/payments/payout/", { token: developerApiToken })).status).toBe(401);
    expect((await http().get("/api/auth/me/", { token: developer.token })).status).toBe(401);
    // The owner is untouched.
    expect((await http().get(`${FILES}${fileId}/`, { token: ownerMember.token })).status).toBe(200);
  });
});
