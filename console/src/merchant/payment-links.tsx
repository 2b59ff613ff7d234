import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { Link } from "../router";
import { apiAmount, money } from "../ui/format";
import { Badge, Card, ErrorNotice, Field, Notice, PageHeader, Select, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { useForm } from "../ui/use-form";

const EMPTY = { name: "", currency: "CDF", amount: "", description: "", callback_url: "" };

/** Payment links: one link (and its QR code) for a stall or a chat, each visit opening a checkout; their totals. */
export function PaymentLinksPage() {
  const links = useData(() => dataOf(api.GET("/api/payments/payment-link/", { params: { query: { limit: 100 } } })), "links");
  const currencies = useData(() => dataOf(api.GET("/api/organization/currency/")), "currencies");
  const { fields, setFields, set, input, error, setError, errors, shownBeside } = useForm(EMPTY);
  const [created, setCreated] = useState<string>();
  const [switchError, setSwitchError] = useState<unknown>();

  const create = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    setCreated(undefined);
    try {
      const { amount, description, callback_url, ...rest } = fields;
      const link = await dataOf(
        api.POST("/api/payments/payment-link/", {
          body: {
            ...rest,
            ...(amount ? { amount: apiAmount(amount) } : {}),
            ...(description ? { description } : {}),
            ...(callback_url ? { callback_url } : {}),
          },
        }),
      );
      setCreated(link.url);
      setFields(EMPTY);
      links.reload();
    } catch (caught) {
      setError(caught);
    }
  };
  const setActive = async (id: string, active: boolean) => {
    setSwitchError(undefined);
    try {
      await dataOf(api.PATCH("/api/payments/payment-link/{id}/", { params: { path: { id } }, body: { active } }));
    } catch (caught) {
      setSwitchError(caught);
    }
    links.reload();
  };

  return (
    <>
      <PageHeader
        title="Payment links"
        subtitle="Share a link or its QR code; each customer who opens it pays on a checkout of their own."
      />
      <Card title="New payment link" id="new-link">
        <form class="form-grid" onSubmit={create} aria-label="Create a payment link" noValidate>
          <Field label="Name" name="link-name" required {...input("name")} />
          <Field
            label="Amount"
            name="link-amount"
            inputMode="decimal"
            hint="Leave empty to let the customer type it."
            {...input("amount")}
          />
          <Select
            label="Currency"
            name="link-currency"
            includeAny={false}
            options={(currencies.data?.results ?? []).map((currency) => currency.code)}
            value={fields.currency}
            onChange={set("currency")}
            error={errors.currency}
          />
          <Field label="Description" name="link-description" {...input("description")} />
          <Field
            label="Callback URL"
            name="link-callback"
            type="url"
            placeholder="https://…"
            hint="Optional: your server's address for the signed notifications."
            {...input("callback_url")}
          />
          <div class="form-actions">
            <button type="submit" class="button button-primary">
              Create link
            </button>
          </div>
        </form>
        {created && (
          <Notice tone="success">
            Link ready: <a href={created}>{created}</a>
          </Notice>
        )}
        <ErrorNotice error={error} shownBeside={shownBeside} />
      </Card>
      <ErrorNotice error={links.error ?? switchError} />
      <Table
        caption="Payment links"
        rows={links.data?.results ?? []}
        rowKey={(row) => row.id}
        busy={!links.data && !links.error}
        empty={links.data ? "No payment link yet." : "Loading…"}
        columns={[
          { label: "Name", render: (row) => row.name },
          { label: "Link", render: (row) => <a href={row.url}>{row.url}</a> },
          {
            label: "QR code",
            render: (row) => (
              <img class="qr-code" src={row.qr_url} alt={`QR code of ${row.name}'s link`} width={96} height={96} />
            ),
          },
          {
            label: "Amount",
            numeric: true,
            render: (row) => (row.amount ? money(row.amount, row.currency) : "Customer types it"),
          },
          { label: "Active", render: (row) => <Badge value={row.active ? "active" : "off"} /> },
          {
            label: "Checkouts",
            numeric: true,
            render: (row) => <Link to={`/checkouts?payment_link_id=${encodeURIComponent(row.id)}`}>{String(row.checkouts)}</Link>,
          },
          { label: "Paid", numeric: true, render: (row) => String(row.paid) },
          { label: "Collected", numeric: true, render: (row) => money(row.paid_amount, row.currency) },
          {
            label: "Action",
            render: (row) => (
              <button type="button" class="button" onClick={() => setActive(row.id, !row.active)}>
                {row.active ? `Turn off ${row.name}` : `Turn on ${row.name}`}
              </button>
            ),
          },
        ]}
      />
    </>
  );
}
