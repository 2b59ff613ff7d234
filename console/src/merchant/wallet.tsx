import { useState } from "preact/hooks";
import { api, dataOf, download, type Page } from "../api";
import { useText } from "../i18n/language";
import { useLocation } from "../router";
import { CreatedRangeFields, createdRange, FilterBar, FilterSelect, param, useFilterState } from "../shared/filters";
import type { StatementLine } from "../types";
import { Badge, ErrorNotice, Loading, MoreButton, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

/** Balances per currency (available, held for money out in flight, balance), and the statement: every ledger line of the wallets. */
export function WalletPage() {
  const text = useText();
  const words = text.wallet;
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
        title={words.title}
        subtitle={words.subtitle}
        actions={
          <button type="button" class="button" onClick={exportCsv} disabled={exporting}>
            {exporting ? text.transactions.exporting : words.export}
          </button>
        }
      />
      <ErrorNotice error={wallet.error ?? exportError} />
      {!wallet.data ? (
        !wallet.error && <Loading what={words.balances} />
      ) : (
        <div class="tiles">
          {wallet.data.results.map((row) => (
            <section key={row.currency} class="tile" aria-label={words.balanceOf(row.currency)}>
              <h2>{row.currency}</h2>
              <p class="tile-value">{text.money(row.available)}</p>
              <p class="tile-caption">{mode === "sandbox" ? words.availableSandbox : words.available}</p>
              <dl class="tile-figures">
                <div>
                  <dt>{words.pending}</dt>
                  <dd>{text.money(row.pending)}</dd>
                </div>
                <div>
                  <dt>{words.balance}</dt>
                  <dd>{text.money(row.balance)}</dd>
                </div>
              </dl>
            </section>
          ))}
        </div>
      )}
      <FilterBar label={words.statement} form={form} path="/wallet">
        <FilterSelect
          form={form}
          label={words.money}
          name="mode"
          options={[
            { value: "live", label: words.live },
            { value: "sandbox", label: words.sandbox },
          ]}
        />
        <FilterSelect
          form={form}
          label={text.columns.currency}
          name="currency"
          options={(wallet.data?.results ?? []).map((row) => row.currency)}
        />
        <CreatedRangeFields form={form} />
      </FilterBar>
      <ErrorNotice error={statement.error} />
      <Table
        caption={words.statement}
        rows={statement.rows}
        rowKey={(row) => row.id}
        busy={statement.loading}
        empty={statement.loading ? text.common.loading : words.empty}
        columns={[
          { label: text.transactions.when, render: (row) => <When value={row.created_at} /> },
          { label: words.what, render: (row) => <Badge value={row.kind} label={row.kind.replace("_", " ")} /> },
          { label: text.columns.reference, render: (row) => <span class="mono">{row.reference}</span> },
          { label: words.part, render: (row) => row.account },
          { label: text.columns.amount, numeric: true, render: (row) => text.money(row.amount, row.currency) },
          { label: words.availableAfter, numeric: true, render: (row) => text.money(row.available, row.currency) },
          { label: words.balanceAfter, numeric: true, render: (row) => text.money(row.balance, row.currency) },
        ]}
      />
      <MoreButton next={statement.next} loading={statement.loading} onMore={statement.loadMore} />
    </>
  );
}
