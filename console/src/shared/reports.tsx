import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import type { ReportRow } from "../types";
import { BarChart, CategoryBars, RateChart } from "../ui/charts";
import { addDays, isoDay, money, percent } from "../ui/format";
import { Card, ErrorNotice, Field, Loading, PageHeader, Select, Table } from "../ui/parts";
import { useData } from "../ui/use-data";

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < 400; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Volume and success rate by day and by service, from the report endpoint (merchant's own, or staff's all). */
export function ReportsPage({ endpoint, title }: { endpoint: "/api/payments/report/" | "/api/admin/report/"; title: string }) {
  const today = isoDay(new Date());
  const [range, setRange] = useState({ from: addDays(today, -29), to: today });
  const [draft, setDraft] = useState(range);
  const [chosenCurrency, setCurrency] = useState("");
  const key = `${endpoint}|${range.from}|${range.to}`;
  const report = (group_by: "day" | "service") => dataOf(api.GET(endpoint, { params: { query: { ...range, group_by } } }));
  const byDay = useData(() => report("day"), `${key}|day`);
  const byService = useData(() => report("service"), `${key}|service`);

  const rows = byDay.data?.results ?? [];
  const currencies = [...new Set([...rows, ...(byService.data?.results ?? [])].map((row) => row.currency))].sort();
  const currency = currencies.includes(chosenCurrency) ? chosenCurrency : (currencies[0] ?? "");
  const days = daysBetween(range.from, range.to);
  const dayRow = (day: string) => rows.find((row) => row.group === day && row.currency === currency);
  const counts = (day: string) =>
    rows
      .filter((row) => row.group === day)
      .reduce((sum, row) => ({ count: sum.count + row.count, success: sum.success + row.success_count }), {
        count: 0,
        success: 0,
      });
  const services = (byService.data?.results ?? []).filter((row) => row.currency === currency);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={`${range.from} to ${range.to} (UTC days). Collected amounts count successful payments only.`}
      />
      <form
        class="filters"
        aria-label="Report range"
        onSubmit={(event) => {
          event.preventDefault();
          setRange(draft);
        }}
      >
        <div class="filter-fields">
          <Field
            label="From"
            name="report-from"
            type="date"
            required
            value={draft.from}
            onInput={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
          />
          <Field
            label="To"
            name="report-to"
            type="date"
            required
            value={draft.to}
            onInput={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          />
          <Select
            label="Currency"
            name="report-currency"
            includeAny={false}
            value={currency}
            onChange={setCurrency}
            options={currencies}
          />
        </div>
        <div class="filter-actions">
          <button type="submit" class="button button-primary">
            Show
          </button>
        </div>
      </form>
      <ErrorNotice error={byDay.error ?? byService.error} />
      {!byDay.data ? (
        !byDay.error && <Loading what="the report" />
      ) : (
        <>
          <div class="grid-2">
            <Card title={`Collected volume by day${currency ? ` (${currency})` : ""}`} id="volume-by-day">
              <BarChart
                label={`Collected volume by day in ${currency}`}
                points={days.map((day) => {
                  const row = dayRow(day);
                  return {
                    label: day.slice(5),
                    value: row ? Number(row.gross) : 0,
                    title: `${day}: ${money(row?.gross ?? "0.00", currency)} from ${row?.success_count ?? 0} payments`,
                  };
                })}
              />
            </Card>
            <Card title="Success rate by day" id="success-by-day">
              <RateChart
                label="Share of payments that succeeded, by day"
                points={days.map((day) => {
                  const { count, success } = counts(day);
                  return {
                    label: day.slice(5),
                    value: count ? success / count : null,
                    title: `${day}: ${success} of ${count} (${percent(success, count)})`,
                  };
                })}
              />
            </Card>
          </div>
          <Card title={`By service${currency ? ` (${currency})` : ""}`} id="by-service">
            {services.length === 0 ? (
              <p class="hint">No payment in this range.</p>
            ) : (
              <CategoryBars
                label={`Collected volume by service in ${currency}`}
                rows={services.map((row) => ({
                  label: row.group,
                  value: Number(row.gross),
                  text: `${money(row.gross)} · ${percent(row.success_count, row.count)} of ${row.count}`,
                }))}
              />
            )}
          </Card>
          <Card title="By day" id="report-table">
            <Table<ReportRow>
              caption="Report by day"
              rows={[...rows].reverse()}
              rowKey={(row) => `${row.group}-${row.currency}`}
              empty="No payment in this range."
              columns={[
                { label: "Day", render: (row) => row.group },
                { label: "Currency", render: (row) => row.currency },
                { label: "Payments", numeric: true, render: (row) => row.count },
                {
                  label: "Succeeded",
                  numeric: true,
                  render: (row) => `${row.success_count} (${percent(row.success_count, row.count)})`,
                },
                { label: "Attempted", numeric: true, render: (row) => money(row.attempted) },
                { label: "Collected", numeric: true, render: (row) => money(row.gross) },
                { label: "Fees", numeric: true, render: (row) => money(row.fee) },
                { label: "Net", numeric: true, render: (row) => money(row.net) },
              ]}
            />
          </Card>
        </>
      )}
    </>
  );
}
