import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { useText } from "../i18n/language";
import { Link } from "../router";
import { apiAmount } from "../ui/format";
import { Badge, Card, CopyButton, ErrorNotice, Field, Notice, PageHeader, Select, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { useForm } from "../ui/use-form";

const EMPTY = { name: "", currency: "CDF", amount: "", description: "", callback_url: "" };

/** Payment links: one link (and its QR code) for a stall or a chat, each visit opening a checkout; their totals. */
export function PaymentLinksPage() {
  const text = useText();
  const words = text.links;
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
      <PageHeader title={words.title} subtitle={words.subtitle} />
      <Card title={words.newLink} id="new-link">
        <form class="form-grid" onSubmit={create} aria-label={words.createForm} noValidate>
          <Field label={text.columns.name} name="link-name" required {...input("name")} />
          <Field
            label={text.columns.amount}
            name="link-amount"
            inputMode="decimal"
            hint={words.amountHint}
            {...input("amount")}
          />
          <Select
            label={text.columns.currency}
            name="link-currency"
            includeAny={false}
            options={(currencies.data?.results ?? []).map((currency) => currency.code)}
            value={fields.currency}
            onChange={set("currency")}
            error={errors.currency}
          />
          <Field label={text.columns.description} name="link-description" {...input("description")} />
          <Field
            label={text.checkouts.callbackUrl}
            name="link-callback"
            type="url"
            placeholder="https://…"
            hint={text.common.callbackHint}
            {...input("callback_url")}
          />
          <div class="form-actions">
            <button type="submit" class="button button-primary">
              {words.create}
            </button>
          </div>
        </form>
        {created && (
          <Notice tone="success">
            {words.ready} <a href={created}>{created}</a>
          </Notice>
        )}
        <ErrorNotice error={error} shownBeside={shownBeside} />
      </Card>
      <ErrorNotice error={links.error ?? switchError} />
      <Table
        caption={words.title}
        rows={links.data?.results ?? []}
        rowKey={(row) => row.id}
        busy={!links.data && !links.error}
        empty={links.data ? words.empty : text.common.loading}
        columns={[
          { label: text.columns.name, render: (row) => row.name },
          {
            label: words.link,
            render: (row) => (
              <>
                <a href={row.url}>{row.url}</a>
                <div class="row-actions">
                  <CopyButton value={row.url} what={row.name} />
                  <a
                    class="button button-small"
                    href={`${row.url}/card`}
                    target="_blank"
                    rel="noopener"
                    aria-label={words.printCardOf(row.name)}
                  >
                    {words.printCard}
                  </a>
                </div>
              </>
            ),
          },
          {
            label: words.qr,
            render: (row) => <img class="qr-code" src={row.qr_url} alt={words.qrOf(row.name)} width={96} height={96} />,
          },
          {
            label: text.columns.amount,
            numeric: true,
            render: (row) => (row.amount ? text.money(row.amount, row.currency) : words.customerTypes),
          },
          { label: words.active, render: (row) => <Badge value={row.active ? "active" : "off"} /> },
          {
            label: words.checkouts,
            numeric: true,
            render: (row) => <Link to={`/checkouts?payment_link_id=${encodeURIComponent(row.id)}`}>{String(row.checkouts)}</Link>,
          },
          { label: words.paid, numeric: true, render: (row) => String(row.paid) },
          { label: words.collected, numeric: true, render: (row) => text.money(row.paid_amount, row.currency) },
          {
            label: words.action,
            render: (row) => (
              <button type="button" class="button" onClick={() => setActive(row.id, !row.active)}>
                {row.active ? words.turnOff(row.name) : words.turnOn(row.name)}
              </button>
            ),
          },
        ]}
      />
    </>
  );
}
