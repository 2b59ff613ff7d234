import type { ControlChangeRow, ControlsView } from "../../domain/money-out-controls/controls";
import { iso } from "../iso";

const set = (controls: {
  ip_allowlist: string[];
  daily_limits: Record<string, string>;
  approval_above: Record<string, string>;
}) => ({
  ip_allowlist: controls.ip_allowlist,
  daily_limits: controls.daily_limits,
  approval_above: controls.approval_above,
});

export const controlsView = (controls: ControlsView) => ({ ...set(controls), updated_at: iso(controls.updated_at) });

export const controlChangeView = (change: ControlChangeRow) => ({
  id: String(change.id),
  created_at: new Date(change.created_at).toISOString(),
  actor_email: change.actor_email,
  source_address: change.source_address,
  before: set(change.before),
  after: set(change.after),
});
