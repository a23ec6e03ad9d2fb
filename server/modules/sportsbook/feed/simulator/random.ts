// The simulator's only source of chance: a seeded PRNG (mulberry32), so a seed replays the same
// schedule and the same matches in tests and demos.

/** A uniform draw in [0, 1). */
export type Random = () => number;

/** mulberry32: a 32-bit state, fast, good enough for a simulation (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max]. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A number in [min, max). */
export function randomBetween(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

/** `count` distinct items of `items`, in a random order. */
export function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let index = pool.length - 1; index > 0; index -= 1) {
    const swap = randomInt(random, 0, index);
    [pool[index], pool[swap]] = [pool[swap] as T, pool[index] as T];
  }
  return pool.slice(0, count);
}

/** The waiting time until the next arrival of a Poisson process of `rate` per unit. */
export function exponential(random: Random, rate: number): number {
  return rate > 0 ? -Math.log(1 - random()) / rate : Infinity;
}

/** A Normal(mean, deviation) draw (Box–Muller). */
export function normal(random: Random, mean: number, deviation: number): number {
  const radius = Math.sqrt(-2 * Math.log(1 - random()));
  return mean + deviation * radius * Math.cos(2 * Math.PI * random());
}
