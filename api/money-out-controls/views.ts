import type { ControlChangeRow, ControlsView } from "../../domain/money-out-controls/controls";
import { iso } from "../iso";

const set = (controls: {
  ip_allowlist: string[];
  daily_limits: Record<string, string>;
  approval_above: Record<string, string>;
  second_approver?: boolean;
}) => ({
  ip_allowlist: controls.ip_allowlist,
  daily_limits: controls.daily_limits,
  approval_above: controls.approval_above,
  // Changes kept before the control existed hold none: it was off.
  second_approver: controls.second_approver === true,
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
