import { api, dataOf } from "../api";
import { Badge, ErrorNotice, Table } from "../ui/parts";
import { useData } from "../ui/use-data";

/** What merchants see as availability (production), with each provider's reasons. */
export function AvailabilityTable({ version }: { version: number }) {
  const availability = useData(() => dataOf(api.GET("/api/admin/availability/")), `availability-${version}`);
  const rows = availability.data?.results ?? [];
  return (
    <>
      <h2>Availability, as merchants see it</h2>
      <p class="small">
        Per service and operation: CLOSED when no enabled provider does it, DELAYED when every one is demoted, eliminated for a
        low success rate, slow or failing (payouts then wait), OPERATIONAL otherwise.
      </p>
      <ErrorNotice error={availability.error} />
      <Table
        caption="Availability"
        rows={rows}
        rowKey={(row) => `${row.service}-${row.operation}`}
        columns={[
          { label: "Service", render: (row) => row.service },
          { label: "Operation", render: (row) => row.operation },
          { label: "Status", render: (row) => <Badge value={row.status} /> },
          {
            label: "Providers",
            render: (row) =>
              row.providers.length === 0 ? (
                <span class="small">none enabled</span>
              ) : (
                <ul class="plain-list small">
                  {row.providers.map((provider) => (
                    <li key={provider.provider}>
                      <span class="mono">{provider.provider}</span>:{" "}
                      {provider.reasons.length === 0 ? "fit" : provider.reasons.join("; ")}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  );
}
