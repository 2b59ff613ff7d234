import type { Knex } from "knex";
import { verifyLedger } from "../domain/ledger/verify";

/**
 * The books prove themselves after the faults: every entry balances, every wallet's kept balance is the
 * sum of its lines, every stored running balance is what its lines say, no line sits in a wallet of
 * the wrong mode, no wallet is below zero, and every wallet's held money is its open pending postings'.
 */
export async function checkLedger(db: Knex): Promise<{ violations: string[]; wallets: number; lines: number }> {
  const report = await verifyLedger(db);
  const { ok: _ok, wallets, lines, ...differences } = report;
  const violations = Object.entries(differences)
    .filter(([, found]) => found.count > 0)
    .map(([what, found]) => `ledger: ${found.count} ${what} differ, e.g. ${JSON.stringify(found.shown.slice(0, 3))}`);
  return { violations, wallets, lines };
}
