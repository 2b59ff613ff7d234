/** A random number in [0, 1): Math.random in production, a seeded generator in tests and the benchmark. */
export type Random = () => number;

function standardNormal(random: Random): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Gamma(shape, 1) by Marsaglia and Tsang (2000); shape < 1 boosted by U^(1/shape). */
function sampleGamma(shape: number, random: Random): number {
  if (shape < 1) return sampleGamma(shape + 1, random) * (1 - random()) ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = standardNormal(random);
    const v = (1 + c * x) ** 3;
    if (v <= 0) continue;
    const u = 1 - random();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

/** One draw from Beta(alpha, beta): the plausible success rate of a provider with that record. */
export function sampleBeta(alpha: number, beta: number, random: Random): number {
  const x = sampleGamma(alpha, random);
  return x / (x + sampleGamma(beta, random));
}

/** Mulberry32: a small seeded generator, so a benchmark or a test replays the same draws. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
