import type { SimulatedPayment } from "./behaviour";

/** Where a simulated provider keeps its payments: memory for the simulator, PostgreSQL for the sandbox. */
export interface PaymentStore {
  get(reference: string): Promise<SimulatedPayment | undefined>;
  /** Stores the payment unless one with its reference exists; answers the stored one. */
  add(payment: SimulatedPayment): Promise<{ payment: SimulatedPayment; created: boolean }>;
}

export function memoryStore() {
  const payments = new Map<string, SimulatedPayment>();
  return {
    has: (reference: string) => payments.has(reference),
    get: async (reference: string) => payments.get(reference),
    add: async (payment: SimulatedPayment) => {
      const existing = payments.get(payment.reference);
      if (existing) return { payment: existing, created: false };
      payments.set(payment.reference, payment);
      return { payment, created: true };
    },
  } satisfies PaymentStore & { has(reference: string): boolean };
}
