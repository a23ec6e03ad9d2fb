// Tennis from points: each player wins a point on his own serve with a fixed probability
// (independent points, the standard Barnett–Clarke model). Games and tiebreaks are races won by
// two clear points; past the last point before the target, a tied score repeats forever, so its
// chance is summed in closed form.

/** The next point's winner for side A at score a:b, as A's probability of winning it. */
type PointChance = (a: number, b: number) => number;

/**
 * Side A's probability of winning a race to `target` points by two clear, from a:b; `fromTie` is
 * A's chance from a tie at or beyond target − 1 all (deuce, 6:6 in a tiebreak).
 */
function winRace(
  a: number,
  b: number,
  target: number,
  pointChance: PointChance,
  fromTie: number,
): number {
  const known = new Map<number, number>();
  const from = (x: number, y: number): number => {
    if (x >= target && x - y >= 2) return 1;
    if (y >= target && y - x >= 2) return 0;
    if (x === y && x >= target - 1) return fromTie;
    const key = x * (target + 2) + y;
    const cached = known.get(key);
    if (cached !== undefined) return cached;
    const p = pointChance(x, y);
    const chance = p * from(x + 1, y) + (1 - p) * from(x, y + 1);
    known.set(key, chance);
    return chance;
  };
  return from(a, b);
}

/**
 * The server's chance of holding from `serverPoints`:`receiverPoints` (0, 1, 2, 3 for 0/15/30/40;
 * beyond 3 all, only the difference matters). From deuce: p² / (p² + q²).
 */
export function holdProbability(serve: number, serverPoints = 0, receiverPoints = 0): number {
  const fromDeuce = (serve * serve) / (serve * serve + (1 - serve) * (1 - serve));
  const lead = Math.max(0, Math.min(serverPoints, receiverPoints) - 3);
  return winRace(serverPoints - lead, receiverPoints - lead, 4, () => serve, fromDeuce);
}

/**
 * Whether the first server of a tiebreak serves point `pointIndex` (0-based): he serves the first
 * point, then the players serve two each.
 */
export function isFirstServersPoint(pointIndex: number): boolean {
  return Math.floor((pointIndex + 1) / 2) % 2 === 0;
}

/**
 * A's chance of winning a tiebreak from `pointsA`:`pointsB`, A winning a point on his serve with
 * `serveA` and B with `serveB`; `firstServerIsA` says who served its first point. From 6:6 each
 * pair of points has one serve each: A wins both with serveA · (1 − serveB).
 */
export function tiebreakProbability(
  serveA: number,
  serveB: number,
  pointsA: number,
  pointsB: number,
  firstServerIsA: boolean,
): number {
  const bothToA = serveA * (1 - serveB);
  const bothToB = (1 - serveA) * serveB;
  const fromTie = bothToA + bothToB > 0 ? bothToA / (bothToA + bothToB) : 0.5;
  const lead = Math.max(0, Math.min(pointsA, pointsB) - 6);
  const pointChance: PointChance = (a, b) =>
    isFirstServersPoint(a + b + 2 * lead) === firstServerIsA ? serveA : 1 - serveB;
  return winRace(pointsA - lead, pointsB - lead, 7, pointChance, fromTie);
}
