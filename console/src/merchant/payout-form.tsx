import { useState } from "preact/hooks";
import { type ApiError, api, dataOf } from "../api";
import type { Payout } from "../types";
import { money } from "../ui/format";
import { Card, ErrorNotice, Field, Notice, Select } from "../ui/parts";
import { useData } from "../ui/use-data";
import { type FieldErrorsShown, useForm } from "../ui/use-form";

const EMPTY = { merchant_reference: "", amount: "", currency: "CDF", recipient_number: "", service: "", callback_url: "" };
type PayoutFields = typeof EMPTY;

/** An `insufficient_balance` is said at the amount, with what is available. */
function explainRefusal(error: ApiError): FieldErrorsShown<PayoutFields> | undefined {
  if (error.code !== "insufficient_balance" || !error.details) return undefined;
  const available = money(String(error.details.amount), String(error.details.currency));
  return {
    errors: { amount: `Only ${available} is available (amount and fee are held).` },
    shownBeside: ["amount", "currency"],
  };
}

/** Creating a payout; its money (amount and fee) is held at once, or the service says, field by field, why not. */
export function PayoutForm({ onCreated }: { onCreated: (payout: Payout) => void }) {
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const services = useData(() => dataOf(api.GET("/api/organization/service/")), "services");
  const { fields, setFields, set, input, error, setError, errors, shownBeside } = useForm(EMPTY, {
    explain: explainRefusal,
  });
  const [done, setDone] = useState<string>();

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
