import { Readable } from "node:stream";
import type Router from "@koa/router";
import type { Context } from "koa";
import { merchantOfUser } from "../../domain/accounts/merchants";
import type { UserRow } from "../../domain/accounts/users-store";
import { fileRows, merchantFiles, type PayoutFileRow, rowCounts } from "../../domain/payout-files/files-store";
import {
  approvePayoutFile,
  ownFile,
  retryFailedRows,
  submitPayoutFile,
  uploadPayoutFile,
} from "../../domain/payout-files/payout-files";
import { FileTooLargeError, MAX_FILE_BYTES } from "../../domain/payout-files/read-file";
import { RequestError, ValidationError } from "../../lib/errors";
import { assertCallbackUrlAllowed } from "../../lib/url-safety";
import { confirmPasswordAndCode } from "../auth/step-up";
import { sendCsv } from "../csv-response";
import type { ApiDeps } from "../deps";
import { requireAuth, requireMerchant } from "../middleware/authenticate";
import { requireAllowedAddress } from "../middleware/money-out-address";
import { requireRole } from "../middleware/roles";
import { requireScope } from "../middleware/scopes";
import { parseInput } from "../middleware/validate";
import { assertMemberMayApprove } from "../money-out-controls/approver";
import { approvePayoutSchema } from "../payouts/schemas";
import { fileRowsQuerySchema, listFilesSchema, uploadQuerySchema } from "./schemas";
import { payoutFileRowView, payoutFileView, RESULT_COLUMNS, resultLine } from "./views";

export const PAYOUT_FILES_PATH = "/api/payments/payout/file/";
const CSV_TYPES = ["text/csv", "application/csv", "text/plain"];

/**
 * The request's CSV body as text, read here rather than by the body parser (see api/app.ts): at most
 * MAX_FILE_BYTES, reading stopped as soon as it is over (413), UTF-8 only.
 */
async function readCsvBody(ctx: Context): Promise<string> {
  const type = (ctx.get("Content-Type").split(";")[0] ?? "").trim().toLowerCase();
  if (!CSV_TYPES.includes(type)) throw new RequestError(415, "Unsupported content type; send the file as text/csv.");
  const declared = Number(ctx.get("Content-Length") || "0");
  if (declared > MAX_FILE_BYTES) throw new FileTooLargeError("this one is larger than 2 MB");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FILE_BYTES) {
      ctx.set("Connection", "close");
      throw new FileTooLargeError("this one is larger than 2 MB");
    }
    chunks.push(chunk);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ValidationError({ file: "The file is not UTF-8 text." });
  }
}

export function payoutFileRoutes(router: Router, deps: ApiDeps): void {
  /** Money out: a merchant's token with the `payouts` scope, from an address its allowlist allows. */
  const moneyOut = [requireAuth, requireScope("payouts"), requireRole("pay_out"), requireMerchant, requireAllowedAddress];
  const userId = (ctx: Context) => (ctx.state.user as UserRow).id;
  /** The member asking: the account's own user or one of its team. */
  const memberId = (ctx: Context) => (ctx.state.person as UserRow).id;
  const view = async (file: PayoutFileRow) => payoutFileView(file, await rowCounts(deps.db, file.id));

  router.post(PAYOUT_FILES_PATH, ...moneyOut, async (ctx) => {
    const { callback_url } = parseInput(uploadQuerySchema, ctx.query);
    if (callback_url) await assertCallbackUrlAllowed(callback_url, deps.config.CALLBACK_ALLOW_PRIVATE);
    const text = await readCsvBody(ctx);
    const { id, account_type } = ctx.state.user as UserRow;
    const file = await uploadPayoutFile(
      deps.db,
      { id, account_type, actorId: memberId(ctx) },
      {
        text,
        callbackUrl: callback_url ?? null,
        fees: deps.config.FEE_SCHEDULE.payout,
      },
    );
    ctx.status = 201;
    ctx.set("Location", `${PAYOUT_FILES_PATH}${file.id}/`);
    ctx.body = await view(file);
  });

  router.get(PAYOUT_FILES_PATH, requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(listFilesSchema, ctx.query);
    const merchant = await merchantOfUser(deps.db, userId(ctx));
    if (!merchant) {
      ctx.body = { results: [], next: null };
      return;
    }
    const files = await merchantFiles(deps.db, merchant.id, query.cursor, query.limit);
    const page = files.slice(0, query.limit);
    ctx.body = {
      results: await Promise.all(page.map(view)),
      next: files.length > query.limit ? page[page.length - 1]!.id : null,
    };
  });

  router.get(`${PAYOUT_FILES_PATH}:id/`, requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const query = parseInput(fileRowsQuerySchema, ctx.query);
    const file = await ownFile(deps.db, userId(ctx), ctx.params.id!);
    const rows = await fileRows(deps.db, file.id, { after: query.after, limit: query.limit + 1 });
    const shown = rows.slice(0, query.limit);
    ctx.body = {
      ...(await view(file)),
      results: shown.map(payoutFileRowView),
      next_row: rows.length > query.limit ? shown[shown.length - 1]!.row_number : null,
    };
  });

  router.get(`${PAYOUT_FILES_PATH}:id/results.csv`, requireAuth, requireScope("read"), requireRole("read"), async (ctx) => {
    const file = await ownFile(deps.db, userId(ctx), ctx.params.id!);
    const rows = await fileRows(deps.db, file.id);
    sendCsv(ctx, deps.logger, {
      filename: `${file.id}-results.csv`,
      columns: RESULT_COLUMNS,
      rows: Readable.from(rows.map(resultLine)),
    });
  });

  router.post(`${PAYOUT_FILES_PATH}:id/submit/`, ...moneyOut, async (ctx) => {
    ctx.body = await view(await submitPayoutFile(deps.db, userId(ctx), ctx.params.id!, memberId(ctx)));
  });

  // As a payout's approval: a session token only, the password and a second factor.
  router.post(
    `${PAYOUT_FILES_PATH}:id/approve/`,
    requireAuth,
    requireScope("session"),
    requireRole("approve"),
    requireMerchant,
    async (ctx) => {
      const credentials = parseInput(approvePayoutSchema, ctx.request.body);
      const file = await ownFile(deps.db, userId(ctx), ctx.params.id!);
      await assertMemberMayApprove(deps.db, ctx, file.merchant_id, file.created_by);
      await confirmPasswordAndCode(deps, ctx, credentials, "required");
      ctx.body = await view(await approvePayoutFile(deps.db, userId(ctx), file.id, memberId(ctx)));
    },
  );

  router.post(`${PAYOUT_FILES_PATH}:id/retry-failed/`, ...moneyOut, async (ctx) => {
    const { file, retried } = await retryFailedRows(deps.db, userId(ctx), ctx.params.id!);
    ctx.body = { retried, file: await view(file) };
  });
}
