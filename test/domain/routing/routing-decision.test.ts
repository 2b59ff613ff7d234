import { seededRandom } from "../../../domain/routing/beta-sample";
import { type CandidateStanding, decideRoute, type RoutingSettings } from "../../../domain/routing/routing-decision";

const settings: RoutingSettings = {
  strategy: "success_rate",
  windowMinutes: 60,
  windowSize: 200,
  halfLifeMinutes: 30,
  minSamples: 20,
  floor: 0.5,
  eliminationMinutes: 15,
};

const standing = (
  provider: string,
  priority: number,
  samples: number,
  successes: number,
  extra: Partial<CandidateStanding> = {},
) => ({
  provider,
  priority,
  samples,
  successes,
  outcomes: samples,
  circuitOpen: false,
  eliminated: false,
  ...extra,
});

/** How often each provider comes first over many decisions with the same standings. */
function firstChoices(
  candidates: CandidateStanding[],
  runs: number,
  options: Partial<RoutingSettings> = {},
  rule?: Parameters<typeof decideRoute>[1],
) {
  const random = seededRandom(7);
  const counts: Record<string, number> = {};
  for (let run = 0; run < runs; run++) {
    const first = decideRoute(candidates, rule, { ...settings, ...options }, random).route[0]!;
    counts[first] = (counts[first] ?? 0) + 1;
  }
  return counts;
}

describe("the routing decision", () => {
  it("keeps the priority order while no provider has enough outcomes", () => {
    const decision = decideRoute([standing("beta", 2, 19, 19), standing("alpha", 1, 5, 0)], undefined, settings, seededRandom(1));
    expect(decision).toMatchObject({ reason: "priority", route: ["alpha", "beta"], newlyEliminated: [] });
    expect(decision.candidates.every((candidate) => candidate.score === null)).toBe(true);
  });

  it("sends most payments to the provider with the better rate, yet still explores the other", () => {
    const counts = firstChoices([standing("alpha", 1, 100, 60), standing("beta", 2, 100, 90)], 1000);
    expect(counts.beta).toBeGreaterThan(950);
    const thin = firstChoices([standing("alpha", 1, 100, 80), standing("beta", 2, 2, 2)], 1000);
    // A provider with two outcomes is explored often: its Beta(3, 1) is wide.
    expect(thin.beta).toBeGreaterThan(300);
    expect(thin.alpha).toBeGreaterThan(100);
  });

  it("records each candidate's window and draw with the reason", () => {
    const decision = decideRoute([standing("alpha", 1, 40, 30), standing("beta", 2, 0, 0)], undefined, settings, seededRandom(3));
    expect(decision.reason).toBe("success_rate");
    expect(decision.candidates).toEqual([
      expect.objectContaining({ provider: "alpha", samples: 40, successes: 30, rate: 0.75, score: expect.any(Number) }),
      expect.objectContaining({ provider: "beta", samples: 0, successes: 0, rate: null, score: expect.any(Number) }),
    ]);
  });

  it("eliminates a provider below the floor with enough samples, and tries it only after the others", () => {
    const decision = decideRoute(
      [standing("alpha", 1, 30, 10), standing("beta", 2, 30, 25), standing("gamma", 3, 10, 1)],
      undefined,
      settings,
      seededRandom(5),
    );
    expect(decision.newlyEliminated).toEqual([{ provider: "alpha", rate: 10 / 30, samples: 30 }]);
    // gamma's 10 % rests on 10 outcomes: not enough to eliminate, explored by its draw.
    expect(decision.route.at(-1)).toBe("alpha");
    expect(decision.candidates.find((candidate) => candidate.provider === "alpha")).toMatchObject({
      eliminated: true,
      score: null,
    });
  });

  it("puts an eliminated provider before one whose circuit is open, both after the healthy ones", () => {
    const decision = decideRoute(
      [
        standing("alpha", 1, 0, 0, { circuitOpen: true }),
        standing("beta", 2, 0, 0, { eliminated: true }),
        standing("gamma", 3, 0, 0),
      ],
      undefined,
      settings,
      seededRandom(1),
    );
    expect(decision.route).toEqual(["gamma", "beta", "alpha"]);
    expect(decision.newlyEliminated).toEqual([]);
  });

  it("ignores the window under the priority strategy", () => {
    const decision = decideRoute(
      [standing("alpha", 1, 100, 10), standing("beta", 2, 100, 100)],
      undefined,
      { ...settings, strategy: "priority" },
      seededRandom(1),
    );
    expect(decision).toMatchObject({ reason: "priority", route: ["alpha", "beta"], newlyEliminated: [] });
  });

  it("puts a pinned provider first, even over a better rate, and keeps the rest for failover", () => {
    const rule = { id: "rule-1", kind: "pin" as const, allocations: [{ provider: "alpha", weight: 100 }] };
    const decision = decideRoute([standing("alpha", 2, 100, 60), standing("beta", 1, 100, 99)], rule, settings, seededRandom(1));
    expect(decision).toMatchObject({ reason: "pin", ruleId: "rule-1", route: ["alpha", "beta"] });
  });

  it("splits the first choice by weight", () => {
    const rule = {
      id: "rule-2",
      kind: "split" as const,
      allocations: [
        { provider: "alpha", weight: 70 },
        { provider: "beta", weight: 30 },
      ],
    };
    const counts = firstChoices(
      [standing("alpha", 1, 0, 0), standing("beta", 2, 0, 0), standing("gamma", 3, 0, 0)],
      2000,
      {},
      rule,
    );
    expect(counts.gamma).toBeUndefined();
    expect(counts.alpha! / 2000).toBeCloseTo(0.7, 1);
    expect(counts.beta! / 2000).toBeCloseTo(0.3, 1);
  });

  it("does not apply a rule none of whose providers can take the payment", () => {
    const rule = { id: "rule-3", kind: "pin" as const, allocations: [{ provider: "delta", weight: 100 }] };
    const decision = decideRoute([standing("alpha", 1, 0, 0)], rule, settings, seededRandom(1));
    expect(decision).toMatchObject({ reason: "priority", ruleId: null, route: ["alpha"] });
  });
});
