import { setTimeout as sleep } from "node:timers/promises";
import { fromMinorUnits, toMinorUnits } from "../lib/money";
import { finalOutcome } from "../simulator/behaviour";
import { type ApiTarget, askUntilAnswered, createApiCaller, MOST_ASKS, type ResponseRecord } from "./driver";
import { type ChaosStack, FILE_FUNDS } from "./stack";

const ROWS = 40;
/** The file's total (about 1,000 USD) is over this, so the whole file waits for one approval. */
const APPROVAL_ABOVE = "100.00";
/** Recipient endings (chaos/payout-mix.ts): most are paid; `99` recipient not found, `96` a 5xx it took, `91` told by query only. */
const SUFFIXES = ["00", "00", "00", "96", "00", "99", "00", "91"];

export interface FileLegReport {
  violations: string[];
  rows: number;
  statuses: Record<string, number>;
  responses: ResponseRecord[];
}

function csv(run: string): string {
  const lines = ["recipient_number,amount,currency,merchant_reference"];
  for (let index = 0; index < ROWS; index++) {
    const suffix = SUFFIXES[index % SUFFIXES.length]!;
    lines.push(`+243829${String(index).padStart(4, "0")}${suffix},${10 + index}.00,USD,chaos-file-${run}-${index}`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * A payout file submitted and approved through the APIs during the run's faults, as a careful client does: a lost
 * answer asked again (a repeated upload is a second draft, never submitted; a repeated submit is `409`; a repeated
 * approval with a fresh code answers the approval that stands). Its rows are made into payouts in the background
 * by whichever worker holds the file's lease, through worker deaths and database cuts. Checked once the faults are over.
 */
export async function runFileLeg(
  stack: ChaosStack,
  apis: ApiTarget[],
  run: string,
  faultsOver: Promise<void>,
): Promise<FileLegReport> {
  const codes = await stack.enrolFileTwoFactor(2 * MOST_ASKS); // two asks (controls, approval), a code each time
  const { password, token } = stack.fileMerchant;
  const { call, responses } = createApiCaller(apis, token);
  const answered = async (method: string, path: string, body: unknown, done: (status: number) => boolean) => {
    const answer = await askUntilAnswered(async () => {
      const asked = await call(method, path, typeof body === "function" ? body() : body);
      return asked && done(asked.status) ? asked : undefined;
    });
    if (!answer) throw new Error(`the file leg's ${method} ${path} was never answered`);
    return answer;
  };
  await answered(
    "PUT",
    "/api/organization/money-out-controls/",
    () => ({ ip_allowlist: [], daily_limits: {}, approval_above: { USD: APPROVAL_ABOVE }, password, otp: codes.shift() }),
    (status) => status === 200,
  );
  const id = await upload(apis, token, csv(run), stack.endpoint.url, responses);
  await answered("POST", `/api/payments/payout/file/${id}/submit/`, {}, (status) => status === 200 || status === 409);
  await answered(
    "POST",
    `/api/payments/payout/file/${id}/approve/`,
    () => ({ password, otp: codes.shift() }),
    (status) => status === 200,
  );
  await faultsOver; // the checks read the database, which a fault cuts
  return { ...(await checkFile(stack, id)), responses };
}

/** The CSV upload (not JSON, so not through the JSON caller), asked again until a 201 names the draft. */
async function upload(apis: ApiTarget[], token: string, body: string, callbackUrl: string, responses: ResponseRecord[]) {
  const id = await askUntilAnswered(async (index) => {
    const api = apis[index % apis.length]!;
    try {
      const response = await fetch(`${api.url}/api/payments/payout/file/?callback_url=${encodeURIComponent(callbackUrl)}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      const json = (await response.json().catch(() => undefined)) as any;
      responses.push({
        api: api.name,
        status: response.status,
        code: json?.error?.code,
        message: json?.error?.message,
        at: Date.now(),
      });
      return response.status === 201 ? (json.id as string) : undefined;
    } catch {
      return undefined; // no answer: asked again (a draft left behind moves nothing)
    }
  });
  if (!id) throw new Error("the payout file was never uploaded");
  return id;
}

/** Waits for every row's payout to be final, then checks the file's invariants. */
async function checkFile(stack: ChaosStack, fileId: string): Promise<Omit<FileLegReport, "responses">> {
  const { db } = stack;
  const deadline = Date.now() + 300_000;
  for (;;) {
    const open = await db("payout_file_rows as r")
      .leftJoin("payouts as p", "p.reference", "r.payout_reference")
      .where({ "r.file_id": fileId, "r.valid": true })
      .where((query) => query.whereNull("p.reference").orWhereIn("p.payout_status", ["Pending", "Processing"]))
      .count({ n: "*" });
    if (Number(open[0]?.n) === 0) break;
    if (Date.now() > deadline)
      return { violations: [`payout file ${fileId}: rows not final after 300 s`], rows: ROWS, statuses: {} };
    await sleep(1000);
  }
  return fileInvariants(stack, fileId);
}

/**
 * Every row paid at most once: one payout per row (under its merchant_reference), held by one provider at most and
 * final as that provider says; none sent before the file's one approval, none approved by anyone else; the file
 * merchant's wallet equal to its funding less the successful payouts and their fees, nothing left held.
 */
async function fileInvariants(stack: ChaosStack, fileId: string): Promise<Omit<FileLegReport, "responses">> {
  const violations: string[] = [];
  const { db } = stack;
  const file = await db("payout_files").where({ id: fileId }).first();
  const rows: Array<Record<string, any>> = await db("payout_file_rows").where({ file_id: fileId }).orderBy("row_number");
  const payouts: Array<Record<string, any>> = await db("payouts").where({ merchant_id: stack.fileMerchant.merchantId });
  const byMerchantReference = new Map<string, Array<Record<string, any>>>();
  for (const payout of payouts) {
    byMerchantReference.set(payout.merchant_reference, [...(byMerchantReference.get(payout.merchant_reference) ?? []), payout]);
  }
  if (!file?.approved_at) violations.push(`payout file ${fileId}: never approved`);
  const stores = { alpha: stack.simulator.sealed.engine.moneyOut.store, beta: stack.simulator.signed.engine.moneyOut.store };
  const statuses: Record<string, number> = {};
  let paid = 0n;
  for (const row of rows.filter((one) => one.valid)) {
    const made = byMerchantReference.get(row.merchant_reference) ?? [];
    if (made.length !== 1) {
      violations.push(`payout file ${fileId} row ${row.row_number}: ${made.length} payouts`);
      continue;
    }
    const payout = made[0]!;
    if (row.payout_reference !== payout.reference)
      violations.push(
        `payout file ${fileId} row ${row.row_number}: shows ${row.payout_reference}, its payout is ${payout.reference}`,
      );
    const atAlpha = await stores.alpha.get("disbursement", payout.reference);
    const atBeta = await stores.beta.get("disbursement", payout.reference);
    if (atAlpha && atBeta) violations.push(`${payout.reference} (file row ${row.row_number}): paid by two providers`);
    const held = atAlpha ?? atBeta;
    const truth = held && finalOutcome(held) === "success" ? "Success" : "Failed";
    if (payout.payout_status !== truth)
      violations.push(`${payout.reference} (file row ${row.row_number}): ${payout.payout_status} but the provider says ${truth}`);
    // A row under the threshold needs no approval of its own; one over it is approved by the file's approval.
    if (
      payout.approval_status === "awaiting_approval" ||
      (payout.approval_status === "approved" && payout.approved_by !== file?.approved_by)
    )
      violations.push(`${payout.reference} (file row ${row.row_number}): ${payout.approval_status}, not by the file's approval`);
    const before = await db("provider_attempts")
      .where({ reference: payout.reference })
      .where("created_at", "<", file.approved_at)
      .first();
    if (before)
      violations.push(`${payout.reference} (file row ${row.row_number}): a provider was called before the file's approval`);
    statuses[payout.payout_status] = (statuses[payout.payout_status] ?? 0) + 1;
    if (payout.payout_status === "Success") paid += toMinorUnits(payout.amount) + toMinorUnits(payout.fee);
  }
  const wallet = await db("wallets").where({ merchant_id: stack.fileMerchant.merchantId, currency: "USD", mode: "live" }).first();
  const expected = fromMinorUnits(toMinorUnits(FILE_FUNDS) - paid);
  if (toMinorUnits(wallet.available) !== toMinorUnits(expected) || toMinorUnits(wallet.pending) !== 0n)
    violations.push(
      `file merchant's USD wallet: ${wallet.available} available, ${wallet.pending} held; its funding less the paid rows is ${expected}`,
    );
  return { violations, rows: rows.length, statuses };
}
