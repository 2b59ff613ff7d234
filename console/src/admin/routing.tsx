import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import type { RoutingRule as Rule, RoutingRuleInput as RuleInput } from "../types";
import { dateTime } from "../ui/format";
import { Badge, Card, ErrorNotice, Field, Loading, Notice, PageHeader, Select, Table } from "../ui/parts";
import { useData } from "../ui/use-data";
import { useForm } from "../ui/use-form";

const EMPTY = { service: "", merchant_id: "", kind: "pin", provider: "", allocations: "", note: "" };
type RuleFields = typeof EMPTY;

const rate = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)} %`);
const allocationsText = (rule: Rule) =>
  rule.kind === "pin" ? rule.allocations[0]!.provider : rule.allocations.map((a) => `${a.provider} ${a.weight} %`).join(" · ");

/** "alpha:70, beta:30" as allocations; a part that is not provider:weight is kept as weight 0 for the service to refuse. */
function parseAllocations(text: string): Array<{ provider: string; weight: number }> {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [provider = "", weight = ""] = part.split(":").map((piece) => piece.trim());
      return { provider, weight: Number.parseInt(weight, 10) || 0 };
    });
}

function bodyOf(fields: RuleFields): RuleInput {
  const scope = {
    service: (fields.service || null) as RuleInput["service"],
    merchant_id: fields.merchant_id.trim() || null,
    note: fields.note.trim() || null,
  };
  return fields.kind === "pin"
    ? { ...scope, kind: "pin", provider: fields.provider }
    : { ...scope, kind: "split", allocations: parseAllocations(fields.allocations) };
}

function fieldsOf(rule: Rule): RuleFields {
  return {
    service: rule.service ?? "",
    merchant_id: rule.merchant_id ?? "",
    kind: rule.kind,
    provider: rule.kind === "pin" ? rule.allocations[0]!.provider : "",
    allocations: rule.kind === "split" ? rule.allocations.map((a) => `${a.provider}:${a.weight}`).join(", ") : "",
    note: rule.note ?? "",
  };
}

function RuleForm({
  editing,
  providers,
  onSaved,
  onCancel,
}: {
  editing?: Rule;
  providers: string[];
  onSaved: (what: string) => void;
  onCancel: () => void;
}) {
  const services = useData(() => dataOf(api.GET("/api/organization/service/")), "services");
  const { fields, set, input, error, setError, errors, shownBeside } = useForm(EMPTY, {
    initial: editing ? fieldsOf(editing) : EMPTY,
  });

  const save = async (event: Event) => {
    event.preventDefault();
    setError(undefined);
    try {
      const body = bodyOf(fields);
      const rule = editing
        ? await dataOf(api.PUT("/api/admin/routing-rules/{id}/", { params: { path: { id: editing.id } }, body }))
        : await dataOf(api.POST("/api/admin/routing-rules/", { body }));
      onSaved(`Rule ${editing ? "changed" : "created"}: ${allocationsText(rule)}.`);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Card title={editing ? "Change the rule" : "New rule"} id="rule-form">
      <form
        class="form-grid"
        onSubmit={save}
        aria-label={editing ? "Change the routing rule" : "Create a routing rule"}
        noValidate
      >
        <Select
          label="Service"
          name="rule-service"
          hint="Any: every service of the merchant."
          options={(services.data?.results ?? []).map((service) => ({ value: service.symbol, label: service.name }))}
          value={fields.service}
          onChange={set("service")}
          error={errors.service}
        />
        <Field
          label="Merchant id"
          name="rule-merchant"
          hint="Optional: one merchant only (its id, from Merchants)."
          {...input("merchant_id")}
        />
        <Select
          label="Kind"
          name="rule-kind"
          includeAny={false}
          options={[
            { value: "pin", label: "Pin one provider first" },
            { value: "split", label: "Split the first choice by weight" },
          ]}
          value={fields.kind}
          onChange={set("kind")}
        />
        {fields.kind === "pin" ? (
          <Select
            label="Provider"
            name="rule-provider"
            includeAny={false}
            options={["", ...providers].map((provider) => ({ value: provider, label: provider || "Choose…" }))}
            value={fields.provider}
            onChange={set("provider")}
            error={errors.provider}
          />
        ) : (
          <Field
            label="Allocations"
            name="rule-allocations"
            hint="provider:weight, comma-separated, weights adding up to 100, e.g. alpha:70, beta:30"
            {...input("allocations")}
          />
        )}
        <Field label="Note" name="rule-note" hint="Why, for the audit." {...input("note")} />
        <div class="form-actions">
          <button type="submit" class="button button-primary">
            {editing ? "Save the rule" : "Create the rule"}
          </button>
          {editing && (
            <button type="button" class="button" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
      <ErrorNotice error={error} shownBeside={shownBeside} />
    </Card>
  );
}

/** What the learning router sees per service and currency, and staff's pin and split rules. */
export function RoutingPage() {
  const standing = useData(() => dataOf(api.GET("/api/admin/routing/")), "routing");
  const rules = useData(() => dataOf(api.GET("/api/admin/routing-rules/")), "routing-rules");
  const providers = useData(() => dataOf(api.GET("/api/admin/providers/")), "providers");
  const [editing, setEditing] = useState<Rule | "new">();
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<unknown>();
  const providerNames = (providers.data?.results ?? []).filter((row) => !row.builtin).map((row) => row.code_name);

  const saved = (what: string) => {
    setEditing(undefined);
    setDone(what);
    rules.reload();
  };
  const remove = async (rule: Rule) => {
    if (!window.confirm(`Delete the rule ${allocationsText(rule)}?`)) return;
    setError(undefined);
    try {
      await dataOf(api.DELETE("/api/admin/routing-rules/{id}/", { params: { path: { id: rule.id } } }));
      saved("Rule deleted.");
    } catch (caught) {
      setError(caught);
    }
  };

  if (!standing.data && !standing.error) return <Loading what="routing" />;
  return (
    <>
      <PageHeader
        title="Routing"
        subtitle={`Strategy: ${standing.data?.strategy === "priority" ? "priority only" : "success rate (Thompson sampling), priority while data is thin"}. A rule puts its provider first; the others follow for failover.`}
        actions={
          <button
            type="button"
            class="button"
            onClick={() => {
              standing.reload();
              rules.reload();
            }}
          >
            Refresh
          </button>
        }
      />
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error ?? standing.error ?? rules.error} />
      <Card
        title="Rules"
        id="rules"
        actions={
          !editing && (
            <button
              type="button"
              class="button"
              onClick={() => {
                setDone(undefined);
                setEditing("new");
              }}
            >
              New rule
            </button>
          )
        }
      >
        <Table
          caption="Routing rules"
          rows={rules.data?.results ?? []}
          rowKey={(rule) => rule.id}
          empty="No rule: routing learns everywhere."
          columns={[
            { label: "Service", render: (rule) => rule.service ?? "any" },
            {
              label: "Merchant",
              render: (rule) => (rule.merchant_id ? <span class="mono small">{rule.merchant_id}</span> : "any"),
            },
            { label: "Kind", render: (rule) => rule.kind },
            { label: "Providers", render: (rule) => allocationsText(rule) },
            { label: "Note", render: (rule) => rule.note ?? "" },
            { label: "Changed", render: (rule) => dateTime(rule.updated_at) },
            {
              label: "Actions",
              render: (rule) => (
                <div class="row-actions">
                  <button
                    type="button"
                    class="button button-small"
                    aria-label={`Change rule ${allocationsText(rule)}`}
                    onClick={() => {
                      setDone(undefined);
                      setEditing(rule);
                    }}
                  >
                    Change
                  </button>
                  <button
                    type="button"
                    class="button button-small button-danger"
                    aria-label={`Delete rule ${allocationsText(rule)}`}
                    onClick={() => remove(rule)}
                  >
                    Delete
                  </button>
                </div>
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <RuleForm
          key={editing === "new" ? "new" : editing.id}
          editing={editing === "new" ? undefined : editing}
          providers={providerNames}
          onSaved={saved}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {(standing.data?.results ?? []).map((row) => (
        <Card key={`${row.service}-${row.currency}`} title={`${row.service} in ${row.currency}`}>
          <Table
            caption={`Routing ${row.service} ${row.currency}`}
            rows={row.providers}
            rowKey={(provider) => provider.provider}
            columns={[
              { label: "Provider", render: (provider) => <span class="mono">{provider.provider}</span> },
              { label: "Priority", numeric: true, render: (provider) => provider.priority },
              { label: "Outcomes", numeric: true, render: (provider) => provider.outcomes },
              { label: "Weighted", numeric: true, render: (provider) => provider.samples.toFixed(1) },
              { label: "Success rate", numeric: true, render: (provider) => rate(provider.rate) },
              {
                label: "State",
                render: (provider) => (
                  <>
                    {provider.circuit_open && <Badge value="open" label="circuit open" />}{" "}
                    {provider.eliminated_until ? (
                      <Badge value="Failed" label={`eliminated until ${dateTime(provider.eliminated_until)}`} />
                    ) : (
                      !provider.circuit_open && <Badge value="enabled" label="in the draw" />
                    )}
                  </>
                ),
              },
            ]}
          />
        </Card>
      ))}
    </>
  );
}
