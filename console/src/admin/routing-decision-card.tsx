import type { RoutingDecision } from "../types";
import { Badge, Card, KeyValues, Table, When } from "../ui/parts";

const REASONS: Record<RoutingDecision["reason"], string> = {
  success_rate: "success rate (Thompson sampling)",
  priority: "priority (too few outcomes to learn from)",
  pin: "staff pin",
  split: "staff split",
  requested: "requested by the merchant",
  sandbox: "sandbox account",
};

const percent = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)} %`);

/** Why the payment went where it went: the reason, the order, and what each candidate looked like then. */
export function RoutingDecisionCard({ decision }: { decision: RoutingDecision | null }) {
  return (
    <Card title="Routing decision" id="routing-decision">
      {decision ? (
        <>
          <KeyValues
            entries={[
              ["Reason", REASONS[decision.reason]],
              ["Route", <span class="mono">{decision.route.join(" → ")}</span>],
              ["Rule", decision.rule_id ? <span class="mono small">{decision.rule_id}</span> : null],
              ["Decided", <When value={decision.decided_at} />],
            ]}
          />
          {decision.candidates.length > 0 && (
            <Table
              caption="Routing candidates"
              rows={decision.candidates}
              rowKey={(candidate) => candidate.provider}
              columns={[
                { label: "Provider", render: (candidate) => <span class="mono">{candidate.provider}</span> },
                { label: "Outcomes", numeric: true, render: (candidate) => candidate.outcomes },
                { label: "Weighted", numeric: true, render: (candidate) => candidate.samples.toFixed(1) },
                { label: "Rate", numeric: true, render: (candidate) => percent(candidate.rate) },
                {
                  label: "Draw",
                  numeric: true,
                  render: (candidate) => (candidate.score === null ? "—" : candidate.score.toFixed(3)),
                },
                {
                  label: "State",
                  render: (candidate) =>
                    candidate.circuit_open ? (
                      <Badge value="open" label="circuit open" />
                    ) : candidate.eliminated ? (
                      <Badge value="Failed" label="eliminated" />
                    ) : (
                      <Badge value="enabled" label="in the draw" />
                    ),
                },
              ]}
            />
          )}
        </>
      ) : (
        <p class="small">Routed before decisions were recorded.</p>
      )}
    </Card>
  );
}
