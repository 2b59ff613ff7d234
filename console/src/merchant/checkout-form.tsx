import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import { Link } from "../router";
import { apiAmount } from "../ui/format";
import { Card, ErrorNotice, Field, Notice, Select } from "../ui/parts";
import { useData } from "../ui/use-data";
import { useForm } from "../ui/use-form";

const EMPTY = {
  merchant_reference: "",
  amount: "",
  currency: "CDF",
  description: "",
  return_url: "",
  callback_url: "",
  expires_in_minutes: "30",
};

/** Opening a checkout: the page's link to send the customer, or the service's refusal at each field. */
export function CheckoutForm({ onCreated }: { onCreated: () => void }) {
  const text = useText();
  const words = text.checkouts;
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const { fields, setFields, set, input, error, setError, errors, shownBeside } = useForm(EMPTY);
  const [created, setCreated] = useState<{ id: string; url: string }>();

  const create = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setCreated(undefined);
    try {
      const { description, return_url, callback_url, expires_in_minutes, ...rest } = fields;
      const checkout = await dataOf(
        api.POST("/api/payments/checkout/", {
          body: {
            ...rest,
            amount: apiAmount(rest.amount),
            ...(description ? { description } : {}),
            ...(return_url ? { return_url } : {}),
            ...(callback_url ? { callback_url } : {}),
            expires_in_minutes: Number(expires_in_minutes),
          },
        }),
      );
      setCreated({ id: checkout.id, url: checkout.checkout_url });
      setFields(EMPTY);
      onCreated();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Card title={words.newCheckout} id="new-checkout">
      <form class="form-grid" onSubmit={create} aria-label={words.openForm} noValidate>
        <Field
          label={text.columns.merchantReference}
          name="checkout-merchant-reference"
          required
          {...input("merchant_reference")}
        />
        <Field
          label={text.columns.amount}
          name="checkout-amount"
          required
          inputMode="decimal"
          placeholder="1500.00"
          {...input("amount")}
        />
        <Select
          label={text.columns.currency}
          name="checkout-currency"
          includeAny={false}
          options={(currencies.data?.results ?? []).map((currency) => currency.code)}
          value={fields.currency}
          onChange={set("currency")}
          error={errors.currency}
        />
        <Field
          label={text.columns.description}
          name="checkout-description"
          hint={words.descriptionHint}
          {...input("description")}
        />
        <Field
          label={words.expiresIn}
          name="checkout-expiry"
          inputMode="numeric"
          hint={words.expiresHint}
          {...input("expires_in_minutes")}
        />
        <Field
          label={words.returnUrl}
          name="checkout-return"
          type="url"
          placeholder="https://…"
          hint={text.common.optional}
          {...input("return_url")}
        />
        <Field
          label={words.callbackUrl}
          name="checkout-callback"
          type="url"
          placeholder="https://…"
          hint={text.common.callbackHint}
          {...input("callback_url")}
        />
        <div class="form-actions">
          <button type="submit" class="button button-primary">
            {words.open}
          </button>
        </div>
      </form>
      {created && (
        <Notice tone="success">
          {words.checkout} <Link to={`/checkouts/${encodeURIComponent(created.id)}`}>{created.id}</Link> {words.opened}{" "}
          <a href={created.url}>{created.url}</a>
        </Notice>
      )}
      <ErrorNotice error={error} shownBeside={shownBeside} />
    </Card>
  );
}
