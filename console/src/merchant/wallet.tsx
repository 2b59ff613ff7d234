import { useState } from "preact/hooks";
import { api, dataOf, download, type Page } from "../api";
import { useLocation } from "../router";
import { FilterBar, FilterSelect, param, useFilterState } from "../shared/filters";
import type { StatementLine } from "../types";
import { money } from "../ui/format";
import { Badge, ErrorNotice, Loading, MoreButton, PageHeader, Table, When } from "../ui/parts";
import { useData } from "../ui/use-data";
import { usePages } from "../ui/use-pages";

/** Balances per currency (available, held for money out in flight, balance), and the statement: every ledger line of the wallets. */
export function WalletPage() {
  const { query } = useLocation();
  const form = useFilterState(query, ["currency"]);
  const currency = param(query, "currency");
  const wallet = useData(() => dataOf(api.GET("/api/organization/wallet/")), "wallet");
  const statement = usePages(
    // The operation also answers CSV (format=csv); asked for JSON, the answer is a page of lines.
    (cursor) =>
      dataOf(
        api.GET("/api/organization/wallet/statement/", { params: { query: { currency, cursor, limit: 50, format: "json" } } }),
      ) as Promise<Page<StatementLine>>,
    query.toString(),
  );
  const [exportError, setExportError] = useState<unknown>();

  const exportCsv = async () => {
    setExportError(undefined);
    try {
      await download(
        api.GET("/api/organization/wallet/statement/", { params: { query: { currency, format: "csv" } }, parseAs: "blob" }),
        "statement.csv",
      );
    } catch (error) {
      setExportError(error);
    }
  };

  return (
    <>
      <PageHeader
        title="Wallet"
        subtitle="Credited by successful payments (after fees); payouts and refunds hold their money until they end."
        actions={
          <button type="button" class="button" onClick={exportCsv}>
            Export statement CSV
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
              <p class="small">
                available · {money(row.pending)} held · {money(row.balance)} balance
              </p>
            </section>
          ))}
        </div>
      )}
      <FilterBar label="Statement" form={form} path="/wallet">
        <FilterSelect
          form={form}
          label="Currency"
          name="currency"
          options={(wallet.data?.results ?? []).map((row) => row.currency)}
        />
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
