import { dateTime } from "../ui/format";
import { type Dictionary, en } from "./en";

/**
 * Staff pages stay English and speak the service's own terms: times in UTC (as providers' logs and statements give
 * them), network symbols and failure words as the API returns them.
 */
export const STAFF: Dictionary = {
  ...en,
  dateTime,
  network: (symbol) => symbol ?? "—",
  failureReason: (reason) => reason ?? "—",
  columns: { ...en.columns, network: "Service", created: "Created (UTC)" },
  transactions: { ...en.transactions, when: "When (UTC)" },
};
