import { useState } from "preact/hooks";
import { ApiError, api, dataOf } from "../api";
import type { Dictionary } from "../i18n/en";
import { useText } from "../i18n/language";
import type { Payout } from "../types";
import { apiAmount } from "../ui/format";
import { Card, ErrorNotice, Field, Notice, Select } from "../ui/parts";
import { useData } from "../ui/use-data";
import { type FieldErrorsShown, useForm } from "../ui/use-form";

const EMPTY = { merchant_reference: "", amount: "", currency: "CDF", recipient_number: "", service: "", callback_url: "" };
type PayoutFields = typeof EMPTY;

/** An `insufficient_balance` is said at the amount, with what is available. */
function explainRefusal(text: Dictionary, error: ApiError): FieldErrorsShown<PayoutFields> | undefined {
  if (error.code !== "insufficient_balance" || !error.details) return undefined;
  const available = text.money(String(error.details.amount), String(error.details.currency));
  return {
    errors: { amount: text.payouts.onlyAvailable(available) },
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
  const { payouts: words } = useText();
  if ("name" in recipient) return <Notice tone="success">{words.registeredTo(recipient.number, recipient.name)}</Notice>;
  if (recipient.unknown === "not_registered") return <Notice tone="warning">{words.notRegistered(recipient.number)}</Notice>;
  return <Notice tone="warning">{words.cannotTell}</Notice>;
}

/**
 * Creating a payout; its money (amount and fee) is held at once, or the service says, field by field, why not. The
 * merchant may first ask who holds the number: the payout then carries that name, so it goes to no one else.
 */
export function PayoutForm({ onCreated }: { onCreated: (payout: Payout) => void }) {
  const text = useText();
  const words = text.payouts;
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const services = useData(() => dataOf(api.GET("/api/organization/service/")), "services");
  const { fields, setFields, set, input, error, setError, errors, shownBeside } = useForm(EMPTY, {
    explain: (refusal) => explainRefusal(text, refusal),
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
      const status = text.status[payout.payout_status] ?? payout.payout_status;
      setDone(words.created(payout.reference, payout.failure_reason ? `${status} (${payout.failure_reason})` : status));
      setFields(EMPTY);
      setRecipient(undefined);
      onCreated(payout);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Card title={words.newPayout} id="new-payout">
      <form class="form-grid" onSubmit={create} aria-label={words.createForm} noValidate>
        <Field
          label={text.columns.merchantReference}
          name="payout-merchant-reference"
          required
          {...input("merchant_reference")}
        />
        <Field
          label={text.columns.amount}
          name="payout-amount"
          required
          inputMode="decimal"
          placeholder="1500.00"
          {...input("amount")}
        />
        <Select
          label={text.columns.currency}
          name="payout-currency"
          includeAny={false}
          options={(currencies.data?.results ?? []).map((currency) => currency.code)}
          value={fields.currency}
          onChange={set("currency")}
          error={errors.currency}
        />
        <Field
          label={words.recipientNumber}
          name="payout-recipient"
          required
          hint={words.recipientHint}
          {...input("recipient_number")}
        />
        <Select
          label={text.columns.network}
          name="payout-service"
          hint={words.serviceHint}
          options={(services.data?.results ?? []).map((service) => ({
            value: service.symbol,
            label: text.network(service.symbol),
          }))}
          value={fields.service}
          onChange={set("service")}
          error={errors.service}
        />
        <Field
          label={text.checkouts.callbackUrl}
          name="payout-callback"
          required
          type="url"
          placeholder="https://…"
          {...input("callback_url")}
        />
        <div class="form-actions">
          <button type="button" class="button" onClick={check} disabled={!fields.recipient_number}>
            {words.check}
          </button>
          <button type="submit" class="button button-primary">
            {words.payOut}
          </button>
        </div>
      </form>
      {recipient && recipient.number === fields.recipient_number && <RecipientNotice recipient={recipient} />}
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error} shownBeside={shownBeside} />
    </Card>
  );
}
