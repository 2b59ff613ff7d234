import { useState } from "preact/hooks";
import { api, dataOf } from "../api";
import { FINAL_STATUSES, type FinalStatus } from "../types";
import { ErrorNotice, Notice, Select } from "../ui/parts";

/** Settles a stuck payment through its workflow, as a provider's answer would; a reason is required. */
export function ResolveForm({ reference, onResolved }: { reference: string; onResolved: () => void }) {
  const [status, setStatus] = useState<FinalStatus>("Success");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      await dataOf(
        api.POST("/api/admin/transactions/{reference}/resolve/", {
          params: { path: { reference } },
          body: { transaction_status: status, reason },
        }),
      );
      setDone(`Resolved as ${status}.`);
      setReason("");
      onResolved();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Resolve transaction">
      <Select
        label="Final status"
        name="resolve-status"
        includeAny={false}
        value={status}
        onChange={(value) => setStatus(FINAL_STATUSES.find((choice) => choice === value) ?? "Success")}
        options={FINAL_STATUSES}
      />
      <div class="field">
        <label for="field-resolve-reason">Reason</label>
        <textarea
          id="field-resolve-reason"
          name="reason"
          required
          minLength={3}
          maxLength={500}
          rows={2}
          value={reason}
          onInput={(event) => setReason(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <small class="hint">Recorded in the staff audit log, e.g. the provider's ticket number.</small>
      </div>
      <button type="submit" class="button button-primary" disabled={busy}>
        {busy ? "Resolving…" : "Resolve"}
      </button>
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorNotice error={error} />
    </form>
  );
}
