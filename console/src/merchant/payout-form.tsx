import { useState } from "preact/hooks";
import { ApiError, api, dataOf } from "../api";
import type { Payout } from "../types";
import { apiAmount, money } from "../ui/format";
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

/** What the network said of a number: its holder, not registered, or it cannot tell. */
type Recipient = { number: string } & ({ name: string } | { unknown: "not_registered" | "cannot_tell" });

/** Who holds the number, asked of the network before paying; a lookup that fails otherwise is shown as the error. */
async function lookUp(number: string, service: string): Promise<Recipient> {
  try {
    const found = await dataOf(
      api.POST("/api/payments/payout/recipient-lookup/", {
        body: { recipient_number: number, ...(service ? { service } : {}) },
      }),
    );
    return { number, name: found.name };
  } catch (caught) {
    if (caught instanceof ApiError && caught.code === "recipient_not_found") return { number, unknown: "not_registered" };
    if (caught instanceof ApiError && caught.code === "lookup_unavailable") return { number, unknown: "cannot_tell" };
    throw caught;
  }
}

function RecipientNotice({ recipient }: { recipient: Recipient }) {
  if ("name" in recipient)
    return (
      <Notice tone="success">{`${recipient.number} is registered to ${recipient.name}: the payout will go only to them.`}</Notice>
    );
  if (recipient.unknown === "not_registered")
    return <Notice tone="warning">{`The network says ${recipient.number} is not registered.`}</Notice>;
  return <Notice tone="warning">The network cannot tell who holds this number: the payout will go unchecked.</Notice>;
}

/**
 * Creating a payout; its money (amount and fee) is held at once, or the service says, field by field, why not. The
 * merchant may first ask who holds the number: the payout then carries that name, so it goes to no one else.
 */
export function PayoutForm({ onCreated }: { onCreated: (payout: Payout) => void }) {
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const services = useData(() => dataOf(api.GET("/api/organization/service/")), "services");
  const { fields, setFields, set, input, error, setError, errors, shownBeside } = useForm(EMPTY, {
    explain: explainRefusal,
  });
  const [done, setDone] = useState<string>();
  const [recipient, setRecipient] = useState<Recipient>();
  const checkedName =
    recipient && recipient.number === fields.recipient_number && "name" in recipient ? recipient.name : undefined;

  const check = async () => {
    setError(undefined);
    try {
      setRecipient(await lookUp(fields.recipient_number, fields.service));
    } catch (caught) {
      setRecipient(undefined);
      setError(caught);
    }
  };

  const create = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    try {
      const { service, ...rest } = fields;
      const body = {
        ...rest,
        amount: apiAmount(rest.amount),
        ...(service ? { service } : {}),
        ...(checkedName ? { expected_recipient_name: checkedName } : {}),
      };
      const payout = await dataOf(api.POST("/api/payments/payout/", { body }));
      setDone(
        `Payout ${payout.reference} created: ${payout.payout_status}${payout.failure_reason ? ` (${payout.failure_reason})` : ""}.`,
      );
      setFields(EMPTY);
      setRecipient(undefined);
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
          <button type="button" class="button" onClick={check} disabled={!fields.recipient_number}>
            Check recipient
          </button>
          <button type="submit" class="button button-primary">
            Pay out
          </button>
        </div>
      </form>
      {recipient && recipient.number === fields.recipient_number && <RecipientNotice recipient={recipient} />}
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error} shownBeside={shownBeside} />
    </Card>
  );
}
