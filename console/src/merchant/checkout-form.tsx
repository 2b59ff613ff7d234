import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
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
    <Card title="New checkout" id="new-checkout">
      <form class="form-grid" onSubmit={create} aria-label="Open a checkout" noValidate>
        <Field label="Merchant reference" name="checkout-merchant-reference" required {...input("merchant_reference")} />
        <Field label="Amount" name="checkout-amount" required inputMode="decimal" placeholder="1500.00" {...input("amount")} />
        <Select
          label="Currency"
          name="checkout-currency"
          includeAny={false}
          options={(currencies.data?.results ?? []).map((currency) => currency.code)}
          value={fields.currency}
          onChange={set("currency")}
          error={errors.currency}
        />
        <Field
          label="Description"
          name="checkout-description"
          hint="Shown to the customer (200 characters at most)."
          {...input("description")}
        />
        <Field
          label="Expires in (minutes)"
          name="checkout-expiry"
          inputMode="numeric"
          hint="5 to 1440."
          {...input("expires_in_minutes")}
        />
        <Field
          label="Return URL"
          name="checkout-return"
          type="url"
          placeholder="https://…"
          hint="Optional."
          {...input("return_url")}
        />
        <Field
          label="Callback URL"
          name="checkout-callback"
          type="url"
          placeholder="https://…"
          hint="Optional: your server's address for the signed notifications."
          {...input("callback_url")}
        />
        <div class="form-actions">
          <button type="submit" class="button button-primary">
            Open checkout
          </button>
        </div>
      </form>
      {created && (
        <Notice tone="success">
          Checkout <Link to={`/checkouts/${encodeURIComponent(created.id)}`}>{created.id}</Link> is open. Send your customer{" "}
          <a href={created.url}>{created.url}</a>
        </Notice>
      )}
      <ErrorNotice error={error} shownBeside={shownBeside} />
    </Card>
  );
}
