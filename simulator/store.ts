import type { SimulatedPayment } from "./behaviour";

/** Where a simulated provider keeps its payments: memory for the simulator, PostgreSQL for the sandbox. */
export interface PaymentStore {
  get(reference: string): Promise<SimulatedPayment | undefined>;
  /** Stores the payment unless one with its reference exists; answers the stored one. */
  add(payment: SimulatedPayment): Promise<{ payment: SimulatedPayment; created: boolean }>;
  /** The payment the provider knows under its own id (protocol B refunds name it so). */
  getByProviderReference(providerReference: string): Promise<SimulatedPayment | undefined>;
  /** Payments due (final, unless never answered) in [from, to), for the statements. */
  dueBetween(from: number, to: number): Promise<SimulatedPayment[]>;
}

export function memoryStore() {
  const payments = new Map<string, SimulatedPayment>();
  return {
    has: (reference: string) => payments.has(reference),
    get: async (reference: string) => payments.get(reference),
    getByProviderReference: async (providerReference: string) =>
      [...payments.values()].find((payment) => payment.providerReference === providerReference),
    dueBetween: async (from: number, to: number) =>
      [...payments.values()].filter((payment) => payment.dueAt >= from && payment.dueAt < to),
    add: async (payment: SimulatedPayment) => {
      const existing = payments.get(payment.reference);
      if (existing) return { payment: existing, created: false };
      payments.set(payment.reference, payment);
      return { payment, created: true };
    },
  } satisfies PaymentStore & { has(reference: string): boolean };
}
