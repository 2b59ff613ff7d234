import { useState } from "preact/hooks";
import { api, dataOf, download, type Page } from "../api";
import { useLocation } from "../router";
import { CreatedRangeFields, createdRange, FilterBar, FilterSelect, param, useFilterState } from "../shared/filters";
import type { StatementLine } from "../types";
import { money } from "../ui/format";
import { Badge, ErrorNotice, Loading, MoreButton, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

/** Balances per currency (available, held for money out in flight, balance), and the statement: every ledger line of the wallets. */
export function WalletPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["mode", "currency", "from", "to"]);
  // Live or sandbox money; none: the account's own (a promoted account's live wallets start at zero).
  const mode = param(query, "mode") as "live" | "sandbox" | undefined;
  const filters = { mode, currency: param(query, "currency"), ...createdRange(query) };
  const wallet = useData(() => dataOf(api.GET("/api/organization/wallet/", { params: { query: { mode } } })), `wallet ${mode}`);
  const statement = usePages(
    // The operation also answers CSV (format=csv); asked for JSON, the answer is a page of lines.
    (cursor) =>
      dataOf(
        api.GET("/api/organization/wallet/statement/", { params: { query: { ...filters, cursor, limit: 50, format: "json" } } }),
      ) as Promise<Page<StatementLine>>,
    query.toString(),
  );
  const [exportError, setExportError] = useState<unknown>();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExportError(undefined);
    setExporting(true);
    try {
      await download(
        api.GET("/api/organization/wallet/statement/", { params: { query: { ...filters, format: "csv" } }, parseAs: "blob" }),
        "statement.csv",
      );
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Wallet"
        subtitle="Credited by successful payments (after fees); payouts and refunds hold their money until they end."
        actions={
          <button type="button" class="button" onClick={exportCsv} disabled={exporting}>
            {exporting ? "Exporting…" : "Export statement CSV"}
          </button>
        }
      />
      <ErrorNotice error={wallet.error ?? exportError} />
      {!wallet.data ? (
        !wallet.error && <Loading what="balances" />
      ) : (
        <div class="tiles">
          {wallet.data.results.map((row) => (
            <section key={row.currency} class="tile" aria-label={`${row.currency} balance`}>
              <h2>{row.currency}</h2>
              <p class="tile-value">{money(row.available)}</p>
              <p class="tile-caption">{mode === "sandbox" ? "available sandbox money (play money)" : "available to pay out"}</p>
              <dl class="tile-figures">
                <div>
                  <dt>Pending (held)</dt>
                  <dd>{money(row.pending)}</dd>
                </div>
                <div>
                  <dt>Balance</dt>
                  <dd>{money(row.balance)}</dd>
                </div>
              </dl>
            </section>
          ))}
        </div>
      )}
      <FilterBar label="Statement" form={form} path="/wallet">
        <FilterSelect
          form={form}
          label="Money"
          name="mode"
          options={[
            { value: "live", label: "Live" },
            { value: "sandbox", label: "Sandbox" },
          ]}
        />
        <FilterSelect
          form={form}
          label="Currency"
          name="currency"
          options={(wallet.data?.results ?? []).map((row) => row.currency)}
        />
        <CreatedRangeFields form={form} />
      </FilterBar>
      <ErrorNotice error={statement.error} />
      <Table
        caption="Statement"
        rows={statement.rows}
        rowKey={(row) => row.id}
        busy={statement.loading}
        empty={statement.loading ? "Loading…" : "No ledger line yet."}
        columns={[
          { label: "When (UTC)", render: (row) => <When value={row.created_at} /> },
          { label: "What", render: (row) => <Badge value={row.kind} label={row.kind.replace("_", " ")} /> },
          { label: "Reference", render: (row) => <span class="mono">{row.reference}</span> },
          { label: "Part", render: (row) => row.account },
          { label: "Amount", numeric: true, render: (row) => money(row.amount, row.currency) },
          { label: "Available after", numeric: true, render: (row) => money(row.available, row.currency) },
          { label: "Balance after", numeric: true, render: (row) => money(row.balance, row.currency) },
        ]}
      />
      <MoreButton next={statement.next} loading={statement.loading} onMore={statement.loadMore} />
    </>
  );
}
