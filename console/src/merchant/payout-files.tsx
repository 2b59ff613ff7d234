import { useEffect, useState } from "preact/hooks";
import { ApiError, api, dataOf, download } from "../api";
import type { components } from "../api-types";
import { useText } from "../i18n/language";
import { Link, navigate } from "../router";
import { Badge, Card, ErrorNotice, Field, KeyValues, Notice, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

type PayoutFile = components["schemas"]["PayoutFile"];
type FileRow = components["schemas"]["PayoutFileRow"];

/** How often a file's page asks again while its rows are still moving. */
const POLL_MS = 2000;

const isMoving = (file: PayoutFile) =>
  file.file_status === "processing" ||
  (file.file_status === "processed" && ((file.progress.Pending ?? 0) > 0 || (file.progress.Processing ?? 0) > 0));

/** The merchant's payout files: upload a CSV (checked at once, a draft), then open it. */
export function PayoutFilesPage() {
  const text = useText();
  const words = text.payoutFiles;
  const pages = usePages(
    (cursor) => dataOf(api.GET("/api/payments/payout/file/", { params: { query: { cursor, limit: 20 } } })),
    "files",
  );
  const [chosen, setChosen] = useState<File>();
  const [callbackUrl, setCallbackUrl] = useState("");
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const upload = async (event: Event) => {
    event.preventDefault();
    if (!chosen) return;
    setError(undefined);
    setBusy(true);
    try {
      const body = await chosen.text();
      const file = await dataOf(
        api.POST("/api/payments/payout/file/", {
          params: { query: callbackUrl ? { callback_url: callbackUrl } : {} },
          body,
          bodySerializer: (csv: string) => csv,
          headers: { "Content-Type": "text/csv" },
        }),
      );
      navigate(`/payout-files/${file.id}`);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={words.title} subtitle={words.subtitle} />
      <Card title={words.upload} id="upload-file">
        <form class="inline-form" onSubmit={upload} aria-label={words.upload} noValidate>
          <p class="hint">{words.format}</p>
          <div class="field">
            <label for="field-payout-file">{words.fileLabel}</label>
            <input
              id="field-payout-file"
              name="payout-file"
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => setChosen(event.currentTarget.files?.[0])}
            />
          </div>
          <Field
            label={words.callbackUrl}
            name="payout-file-callback"
            hint={text.common.callbackHint}
            value={callbackUrl}
            onInput={(event) => setCallbackUrl(event.currentTarget.value)}
          />
          <div class="row-actions">
            <button type="submit" class="button button-primary" disabled={!chosen || busy}>
              {busy ? text.common.loading : words.check}
            </button>
          </div>
          <ErrorNotice error={error} />
        </form>
      </Card>
      <ErrorNotice error={pages.error} />
      <Table
        caption={words.title}
        rows={pages.rows}
        rowKey={(row) => row.id}
        busy={pages.loading}
        empty={pages.loading ? text.common.loading : words.empty}
        columns={[
          {
            label: words.file,
            render: (row) => (
              <Link to={`/payout-files/${row.id}`} class="mono">
                {row.id}
              </Link>
            ),
          },
          { label: words.state, render: (row) => <Badge value={row.file_status} label={words.states[row.file_status]} /> },
          { label: words.rows, numeric: true, render: (row) => `${row.valid} / ${row.rows}` },
          {
            label: words.total,
            render: (row) =>
              Object.entries(row.totals)
                .map(([currency, total]) => text.money(total.amount, currency))
                .join(" · "),
          },
          { label: text.columns.created, render: (row) => <When value={row.created_at} /> },
        ]}
      />
    </>
  );
}

/** Approving a file that waits: the password and a two-factor code, once for the whole file. */
function ApproveFileForm({ file, onDone }: { file: PayoutFile; onDone: (file: PayoutFile) => void }) {
  const words = useText().payoutFiles;
  const [password, setPassword] = useState("");
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<unknown>();
  const refused = error instanceof ApiError ? error : undefined;
  const approve = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    try {
      onDone(
        await dataOf(
          api.POST("/api/payments/payout/file/{id}/approve/", { params: { path: { id: file.id } }, body: { password, otp } }),
        ),
      );
    } catch (caught) {
      setError(caught);
    }
  };
  return (
    <form class="inline-form approve-form" onSubmit={approve} aria-label={words.approve} noValidate>
      <p class="hint">{words.approvalHint}</p>
      <Field
        label={words.password}
        name="approve-file-password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={refused?.code === "invalid_password" ? refused.message : undefined}
        onInput={(event) => setPassword(event.currentTarget.value)}
      />
      <Field
        label={words.otp}
        name="approve-file-otp"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={otp}
        error={refused?.code === "otp_required" || refused?.code === "invalid_otp" ? refused.message : undefined}
        onInput={(event) => setOtp(event.currentTarget.value)}
      />
      <div class="row-actions">
        <button type="submit" class="button button-primary">
          {words.approve}
        </button>
      </div>
      {error !== undefined && refused?.status !== 401 && <ErrorNotice error={error} />}
    </form>
  );
}

/** One file: its errors and totals; submit, approve, watch its rows move (polled), retry the failed, export. */
export function PayoutFileDetailPage({ id }: { id: string }) {
  const text = useText();
  const words = text.payoutFiles;
  const [generation, setGeneration] = useState(0);
  const loaded = useData(
    () => dataOf(api.GET("/api/payments/payout/file/{id}/", { params: { path: { id }, query: { limit: 1000 } } })),
    `${id}/${generation}`,
  );
  const [actionError, setActionError] = useState<unknown>();
  const [notice, setNotice] = useState<string>();
  const file = loaded.data;

  useEffect(() => {
    if (!file || !isMoving(file)) return;
    const timer = setTimeout(() => setGeneration((value) => value + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [file]);

  const act = async (action: () => Promise<string | undefined>) => {
    setActionError(undefined);
    setNotice(undefined);
    try {
      setNotice(await action());
    } catch (caught) {
      setActionError(caught);
    }
    setGeneration((value) => value + 1);
  };
  const submit = () =>
    act(async () => {
      const submitted = await dataOf(api.POST("/api/payments/payout/file/{id}/submit/", { params: { path: { id } } }));
      return submitted.file_status === "awaiting_approval" ? words.waitsApproval : words.submitted;
    });
  const retry = () =>
    act(async () => {
      const answer = await dataOf(api.POST("/api/payments/payout/file/{id}/retry-failed/", { params: { path: { id } } }));
      return words.retried(answer.retried);
    });
  const exportCsv = () =>
    act(async () => {
      await download(
        api.GET("/api/payments/payout/file/{id}/results.csv", { params: { path: { id } }, parseAs: "blob" }),
        `${id}-results.csv`,
      );
      return undefined;
    });

  if (!file) {
    return (
      <>
        <PageHeader title={words.detailTitle(id)} />
        <ErrorNotice error={loaded.error} />
        {!loaded.error && <p>{text.common.loading}</p>}
      </>
    );
  }
  const failed = file.progress.Failed ?? 0;
  return (
    <>
      <PageHeader
        title={words.detailTitle(file.id)}
        subtitle={<Link to="/payout-files">{words.all}</Link>}
        actions={
          <button type="button" class="button" onClick={exportCsv}>
            {words.export}
          </button>
        }
      />
      {notice && <Notice tone="success">{notice}</Notice>}
      <ErrorNotice error={actionError} />
      <Card title={words.summary} id="file-summary">
        <KeyValues
          entries={[
            [words.state, <Badge key="state" value={file.file_status} label={words.states[file.file_status]} />],
            [words.rows, `${file.rows}`],
            [words.valid, `${file.valid}`],
            [words.invalid, `${file.invalid}`],
            ...Object.entries(file.totals).map(([currency, total]): [string, string] => [
              words.totalIn(currency),
              words.amountAndFees(text.money(total.amount, currency), text.money(total.fees, currency), total.count),
            ]),
            ...Object.entries(file.progress).map(([state, count]): [string, string] => [words.progress(state), `${count}`]),
          ]}
        />
        <div class="row-actions">
          {file.file_status === "draft" && (
            <button type="button" class="button button-primary" onClick={submit} disabled={file.valid === 0}>
              {words.submit(file.valid)}
            </button>
          )}
          {failed > 0 && file.file_status !== "draft" && (
            <button type="button" class="button" onClick={retry}>
              {words.retry}
            </button>
          )}
        </div>
        {file.file_status === "awaiting_approval" && (
          <ApproveFileForm
            file={file}
            onDone={() => {
              setNotice(words.approved);
              setGeneration((value) => value + 1);
            }}
          />
        )}
      </Card>
      {file.errors.length > 0 && (
        <Card title={words.errorsTitle(file.invalid)} id="file-errors">
          <Table
            caption={words.errorsTitle(file.invalid)}
            rows={file.errors}
            rowKey={(row) => `${row.row}/${row.field}/${row.message}`}
            columns={[
              { label: words.row, numeric: true, render: (row) => row.row },
              { label: words.field, render: (row) => <span class="mono">{row.field}</span> },
              { label: words.problem, render: (row) => row.message },
            ]}
          />
        </Card>
      )}
      <Card title={words.rowsTitle} id="file-rows">
        <Table<FileRow>
          caption={words.rowsTitle}
          rows={file.results}
          rowKey={(row) => String(row.row)}
          busy={loaded.loading}
          columns={[
            { label: words.row, numeric: true, render: (row) => row.row },
            { label: words.recipient, render: (row) => <span class="mono">{row.recipient_number}</span> },
            { label: words.amount, numeric: true, render: (row) => text.money(row.amount, row.currency) },
            {
              label: words.reference,
              // The newest payout's: a retried row's carries `-r1`, `-r2`, ...
              render: (row) => (
                <span class="mono">{row.attempt > 0 ? `${row.merchant_reference}-r${row.attempt}` : row.merchant_reference}</span>
              ),
            },
            {
              label: words.payout,
              render: (row) =>
                row.payout_reference ? (
                  <Link to={`/payouts/${row.payout_reference}`} class="mono">
                    {row.payout_reference}
                  </Link>
                ) : (
                  "—"
                ),
            },
            {
              label: words.state,
              render: (row) =>
                !row.valid ? (
                  <Badge value="Failed" label={words.invalidRow} />
                ) : row.payout_status ? (
                  <Badge value={row.payout_status} label={text.status[row.payout_status] ?? row.payout_status} />
                ) : (
                  <Badge value="Pending" label={row.failure_reason ? words.refused : words.waiting} />
                ),
            },
            { label: words.why, render: (row) => (row.failure_reason ? text.failureReason(row.failure_reason) : "") },
          ]}
        />
        {file.rows > file.results.length && <p class="hint">{words.firstRows(file.results.length)}</p>}
      </Card>
    </>
  );
}
