import { api, dataOf } from "../api";
import { money } from "../ui/format";
import { ErrorNotice, Loading, PageHeader } from "../ui/parts";
import { useData } from "../ui/use-data";

/** Balances per currency, derived from the ledger (net of fees). */
export function WalletPage() {
  const wallet = useData(() => dataOf(api.GET("/api/organization/wallet/")), "wallet");
  return (
    <>
      <PageHeader title="Wallet" subtitle="What successful payments have credited you, after fees." />
      <ErrorNotice error={wallet.error} />
      {!wallet.data ? (
        !wallet.error && <Loading what="balances" />
      ) : (
        <div class="tiles">
          {wallet.data.results.map((row) => (
            <section key={row.currency} class="tile" aria-label={`${row.currency} balance`}>
              <h2>{row.currency}</h2>
              <p class="tile-value">{money(row.balance)}</p>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
