import type { EndpointRow } from "../../domain/events/endpoints-store";
import type { EndpointView } from "./schemas";

export function endpointView(row: EndpointRow): EndpointView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.event_types,
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    failing_since: row.failing_since ? new Date(row.failing_since).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
