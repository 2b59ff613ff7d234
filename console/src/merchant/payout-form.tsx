import { useState } from "preact/hooks";
import { ApiError, api, dataOf } from "../api";
import type { Payout } from "../types";
import { money } from "../ui/format";
import { Card, ErrorNotice, Field, Notice, Select } from "../ui/parts";
import { useData } from "../ui/use-data";

const EMPTY = { merchant_reference: "", amount: "", currency: "CDF", recipient_number: "", service: "", callback_url: "" };
type PayoutFields = typeof EMPTY;
type FieldErrors = Partial<Record<keyof PayoutFields, string>>;

/**
 * What the service said about each of the form's fields (a validation error's details name them; an
 * `insufficient_balance` carries the available amount, said at the amount), and which details that covers.
 */
function fieldErrorsOf(error: unknown): { errors: FieldErrors; shownBeside: string[] } {
  if (!(error instanceof ApiError) || !error.details) return { errors: {}, shownBeside: [] };
  const { details } = error;
  if (error.code === "insufficient_balance") {
    const available = money(String(details.amount), String(details.currency));
    return {
      errors: { amount: `Only ${available} is available (amount and fee are held).` },
      shownBeside: ["amount", "currency"],
    };
  }
  const errors: FieldErrors = {};
  for (const name of Object.keys(EMPTY) as Array<keyof PayoutFields>) {
    if (typeof details[name] === "string") errors[name] = details[name];
  }
  return { errors, shownBeside: Object.keys(errors) };
}

/** Creating a payout; its money (amount and fee) is held at once, or the service says, field by field, why not. */
export function PayoutForm({ onCreated }: { onCreated: (payout: Payout) => void }) {
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const services = useData(() => dataOf(api.GET("/api/organization/service/")), "services");
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const { errors, shownBeside } = fieldErrorsOf(error);
  const set = (name: keyof PayoutFields) => (value: string) => setFields((previous) => ({ ...previous, [name]: value }));
  const input = (name: keyof PayoutFields) => ({
    value: fields[name],
    error: errors[name],
    onInput: (event: { currentTarget: HTMLInputElement }) => set(name)(event.currentTarget.value),
  });

  const create = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    try {
      const { service, ...rest } = fields;
      const payout = await dataOf(api.POST("/api/payments/payout/", { body: { ...rest, ...(service ? { service } : {}) } }));
      setDone(
        `Payout ${payout.reference} created: ${payout.payout_status}${payout.failure_reason ? ` (${payout.failure_reason})` : ""}.`,
      );
      setFields(EMPTY);
      onCreated(payout);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Card title="New payout" id="new-payout">
      <form class="form-grid" onSubmit={create} aria-label="Create a payout" noValidate>
        <Field label="Merchant reference" name="payout-merchant-reference" required {...input("merchant_reference")} />
        <Field label="Amount" name="payout-amount" required inputMode="decimal" placeholder="1500.00" {...input("amount")} />
        <Select
          label="Currency"
          name="payout-currency"
          includeAny={false}
          options={(currencies.data?.results ?? []).map((currency) => currency.code)}
          value={fields.currency}
          onChange={set("currency")}
          error={errors.currency}
        />
        <Field
          label="Recipient number"
          name="payout-recipient"
          required
          hint="E.164, e.g. +243812345678"
          {...input("recipient_number")}
        />
        <Select
          label="Service"
          name="payout-service"
          hint="Optional: the recipient's number tells it."
          options={(services.data?.results ?? []).map((service) => ({ value: service.symbol, label: service.name }))}
          value={fields.service}
          onChange={set("service")}
          error={errors.service}
        />
        <Field
          label="Callback URL"
          name="payout-callback"
          required
          type="url"
          placeholder="https://…"
          {...input("callback_url")}
        />
        <div class="form-actions">
          <button type="submit" class="button button-primary">
            Pay out
          </button>
        </div>
      </form>
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error} shownBeside={shownBeside} />
    </Card>
  );
}
