import type Router from "@koa/router";
import type { User } from "../../db/models/user";
import { pickChanged, recordStaffAction } from "../../domain/accounts/staff-audit";
import { NO_TRAFFIC, type ProviderLastHour, providersLastHour } from "../../domain/routing/provider-health-report";
import { NotFoundError, ValidationError } from "../../lib/errors";
import type { ApiDeps } from "../deps";
import { requireAuth, requireStaff } from "../middleware/authenticate";
import { parseInput } from "../middleware/validate";
import { updateProviderBody } from "./schemas";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function providerView(row: Record<string, any>, lastHour: ProviderLastHour) {
  const open = row.demoted_until !== null && row.demoted_until.getTime() > Date.now();
  return {
    code_name: row.code_name,
    name: row.name,
    protocol: row.protocol,
    priority: row.priority,
    enabled: row.enabled,
    builtin: row.builtin,
    services: row.services,
    currencies: row.currencies,
    managed_by: row.managed_by,
    circuit: {
      state: open ? "open" : "closed",
      consecutive_failures: row.consecutive_failures,
      demoted_until: iso(row.demoted_until),
      last_failure_at: iso(row.last_failure_at),
      last_success_at: iso(row.last_success_at),
    },
    last_hour: lastHour,
  };
}

/** Provider health for staff, and the two routing knobs they may turn: priority and enabled. */
export function adminProviderRoutes(router: Router, deps: ApiDeps): void {
  router.get("/api/admin/providers/", requireAuth, requireStaff, async (ctx) => {
    const [rows, lastHour] = await Promise.all([
      deps.db("providers").orderBy([{ column: "priority" }, { column: "code_name" }]),
      providersLastHour(deps.db),
    ]);
    ctx.body = { results: rows.map((row) => providerView(row, lastHour.get(row.code_name) ?? NO_TRAFFIC)) };
  });

  router.patch("/api/admin/providers/:codeName/", requireAuth, requireStaff, async (ctx) => {
    const changes = parseInput(updateProviderBody, ctx.request.body);
    const codeName = ctx.params.codeName!;
    await deps.db.transaction(async (trx) => {
      const before = await trx("providers").where({ code_name: codeName }).forUpdate().first();
      if (!before) throw new NotFoundError("No such provider.");
      const field = Object.keys(changes)[0]!;
      if (before.builtin) throw new ValidationError({ [field]: "The built-in sandbox provider cannot be changed." });
      if (!deps.providers.get(codeName)) {
        throw new ValidationError({ [field]: "This provider is no longer in the providers file." });
      }
      await trx("providers")
        .where({ code_name: codeName })
        .update({ ...changes, managed_by: "staff", updated_at: trx.fn.now() });
      await recordStaffAction(trx, {
        actorId: (ctx.state.user as User).id,
        action: "provider.update",
        targetType: "provider",
        targetId: codeName,
        before: pickChanged(before, changes),
        after: changes,
      });
    });
    const [row, lastHour] = await Promise.all([
      deps.db("providers").where({ code_name: codeName }).first(),
      providersLastHour(deps.db),
    ]);
    ctx.body = providerView(row, lastHour.get(codeName) ?? NO_TRAFFIC);
  });
}
