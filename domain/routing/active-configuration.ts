import type { Knex } from "knex";
import { SERVICE_SYMBOLS } from "../../providers/services";
import { listCurrencies } from "../catalogue/catalogue-store";
import type { AccountType } from "../core/account-type";
import { amountLimits } from "../core/limits";
import { OPERATIONS, type Operation, type SupportsOperation } from "./availability";
import { decimalsTaken, listProviders, usableBy } from "./providers-store";

export interface ActiveConfiguration {
  service: string;
  currency: string;
  operations: Operation[];
  min_amount: string;
  max_amount: string | null;
  decimals: number;
}

/**
 * Per service and currency the caller's providers serve (sandbox accounts: the sandbox provider; prod: the
 * enabled registered ones), the operations offered and the amounts accepted, from the same limits and
 * decimals the creation rules enforce (the currency's, or fewer where every provider serving it takes fewer).
 */
export async function activeConfiguration(
  db: Knex,
  accountType: AccountType,
  supports: SupportsOperation,
): Promise<ActiveConfiguration[]> {
  const [providers, currencies] = await Promise.all([listProviders(db), listCurrencies(db)]);
  const usable = providers.filter(usableBy(accountType));
  return SERVICE_SYMBOLS.flatMap((service) =>
    currencies.flatMap((currency) => {
      const serving = usable.filter(
        (provider) => provider.services.includes(service) && provider.currencies.includes(currency.code),
      );
      const operations = OPERATIONS.filter((operation) => serving.some((provider) => supports(provider.code_name, operation)));
      if (operations.length === 0) return [];
      const limits = amountLimits(currency.code);
      return [
        {
          service,
          currency: currency.code,
          operations,
          min_amount: limits.min,
          max_amount: limits.max,
          // The most any provider serving it takes: pawaPay's M-Pesa connection, alone, takes whole francs.
          decimals: Math.max(...serving.map((provider) => decimalsTaken(provider, service, currency.code) ?? currency.decimals)),
        },
      ];
    }),
  );
}
