import { daysFrom } from "../../chaos/run";

describe("the chaos run's reconciliation days", () => {
  it("are one day for a run within a day", () => {
    expect(daysFrom(new Date("2026-11-29T10:00:00Z"), new Date("2026-11-29T10:04:00Z"))).toEqual(["2026-11-29"]);
  });

  it("are both days for a run that crosses midnight (UTC), as one did: its first payments were on the day before", () => {
    expect(daysFrom(new Date("2026-11-29T23:58:40Z"), new Date("2026-11-30T00:01:10Z"))).toEqual(["2026-11-29", "2026-11-30"]);
  });
});
