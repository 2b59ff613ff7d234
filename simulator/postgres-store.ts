import type { Knex } from "knex";
import type { Behaviour, SimulatedPayment } from "./behaviour";
import type { MoneyOutRecord, MoneyOutStore } from "./money-out";
import type { PaymentStore } from "./store";

/** How `sandbox_payments.outcome` records the sandbox's three behaviours. */
const OUTCOME_OF: Partial<Record<Behaviour, string>> = {
  succeed: "succeeded",
  insufficient_funds: "failed",
  never_answer: "never",
};
const BEHAVIOUR_OF: Record<string, Behaviour> = { succeeded: "succeed", failed: "insufficient_funds", never: "never_answer" };

interface SandboxPaymentRow {
  payment_id: string;
  external_id: string;
  amount: string;
  currency: string;
  phone: string;
  operator: string;
  callback_url: string;
  outcome: string;
  due_at: Date;
}

const fromRow = (row: SandboxPaymentRow): SimulatedPayment => ({
  reference: row.external_id,
  providerReference: row.payment_id,
  amountMinor: BigInt(row.amount),
  currency: row.currency,
  phone: row.phone,
  network: row.operator,
  notifyUrl: row.callback_url,
  behaviour: BEHAVIOUR_OF[row.outcome]!,
  dueAt: row.due_at.getTime(),
});

/**
 * The sandbox's payments in PostgreSQL (`sandbox_payments`), so every API instance answers for every
 * payment. Only the contract's sandbox behaviours can be stored.
 */
export function postgresStore(db: Knex): PaymentStore {
  const find = (reference: string) => db<SandboxPaymentRow>("sandbox_payments").where({ external_id: reference }).first();
  return {
    get: async (reference) => {
      const row = await find(reference);
      return row ? fromRow(row) : undefined;
    },
    getByProviderReference: async (providerReference) => {
      const row = await db<SandboxPaymentRow>("sandbox_payments").where({ payment_id: providerReference }).first();
      return row ? fromRow(row) : undefined;
    },
    dueBetween: async (from, to) =>
      (
        await db<SandboxPaymentRow>("sandbox_payments")
          .where("due_at", ">=", new Date(from))
          .andWhere("due_at", "<", new Date(to))
      ).map(fromRow),
    add: async (payment) => {
      const outcome = OUTCOME_OF[payment.behaviour];
      if (!outcome) throw new Error(`the sandbox does not play '${payment.behaviour}'`);
      const inserted = await db("sandbox_payments")
        .insert({
          payment_id: payment.providerReference,
          external_id: payment.reference,
          amount: payment.amountMinor.toString(),
          currency: payment.currency,
          phone: payment.phone,
          operator: payment.network,
          callback_url: payment.notifyUrl,
          outcome,
          failure_code: outcome === "failed" ? "insufficient_funds" : null,
          due_at: new Date(payment.dueAt),
        })
        .onConflict("external_id")
        .ignore()
        .returning("payment_id");
      if (inserted.length > 0) return { payment, created: true };
      return { payment: fromRow((await find(payment.reference))!), created: false };
    },
  };
}

interface SandboxMoneyOutRow {
  operation: MoneyOutRecord["operation"];
  external_id: string;
  provider_id: string;
  collection_external_id: string | null;
  collection_provider_id: string | null;
  amount: string;
  currency: string;
  phone: string;
  operator: string;
  callback_url: string;
  outcome: string;
  due_at: Date;
}

const moneyOutFromRow = (row: SandboxMoneyOutRow): MoneyOutRecord => ({
  operation: row.operation,
  reference: row.external_id,
  collection:
    row.collection_external_id && row.collection_provider_id
      ? { reference: row.collection_external_id, providerReference: row.collection_provider_id }
      : null,
  providerReference: row.provider_id,
  amountMinor: BigInt(row.amount),
  currency: row.currency,
  phone: row.phone,
  network: row.operator,
  notifyUrl: row.callback_url,
  behaviour: BEHAVIOUR_OF[row.outcome]!,
  dueAt: row.due_at.getTime(),
});

/** The sandbox's payouts and refunds in PostgreSQL (`sandbox_money_out`), like its payments. */
export function postgresMoneyOutStore(db: Knex): MoneyOutStore {
  const table = () => db<SandboxMoneyOutRow>("sandbox_money_out");
  const find = (operation: MoneyOutRecord["operation"], reference: string) =>
    table().where({ operation, external_id: reference }).first();
  return {
    get: async (operation, reference) => {
      const row = await find(operation, reference);
      return row ? moneyOutFromRow(row) : undefined;
    },
    add: async (record) => {
      const outcome = OUTCOME_OF[record.behaviour];
      if (!outcome) throw new Error(`the sandbox does not play '${record.behaviour}'`);
      const inserted = await db("sandbox_money_out")
        .insert({
          operation: record.operation,
          external_id: record.reference,
          provider_id: record.providerReference,
          collection_external_id: record.collection?.reference ?? null,
          collection_provider_id: record.collection?.providerReference ?? null,
          amount: record.amountMinor.toString(),
          currency: record.currency,
          phone: record.phone,
          operator: record.network,
          callback_url: record.notifyUrl,
          outcome,
          due_at: new Date(record.dueAt),
        })
        .onConflict(["operation", "external_id"])
        .ignore()
        .returning("provider_id");
      if (inserted.length > 0) return { record, created: true };
      return { record: moneyOutFromRow((await find(record.operation, record.reference))!), created: false };
    },
    refundsOf: async (collectionReference) =>
      (await table().where({ operation: "refund", collection_external_id: collectionReference })).map(moneyOutFromRow),
    dueBetween: async (from, to) =>
      (await table().where("due_at", ">=", new Date(from)).andWhere("due_at", "<", new Date(to))).map(moneyOutFromRow),
  };
}
