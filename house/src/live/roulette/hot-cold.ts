// The hot and cold numbers of a roulette table: the pockets that came up most and least often in
// its last spins. Pure, from the table's `recent` list (newest first).

/** How many spins the counts cover, and how many numbers each list shows. */
export const HOT_COLD_SPINS = 100;
export const HOT_COLD_SHOWN = 5;

export interface PocketCount {
  pocket: number;
  count: number;
}

export interface HotCold {
  /** the spins counted (at most HOT_COLD_SPINS) */
  spins: number;
  /** most frequent first; on a tie, the one seen most recently first */
  hot: PocketCount[];
  /** least frequent first (a pocket never seen counts 0); on a tie, the one unseen longest first */
  cold: PocketCount[];
}

/** The hot and cold pockets of the latest spins; `recent` is newest first. */
export function hotAndCold(recent: readonly { result: number }[], shown = HOT_COLD_SHOWN): HotCold {
  const spins = recent.slice(0, HOT_COLD_SPINS);
  const counts = new Array<number>(37).fill(0);
  // how many spins ago each pocket last came up (Infinity: not in these spins)
  const lastSeen = new Array<number>(37).fill(Number.POSITIVE_INFINITY);
  spins.forEach(({ result }, age) => {
    if (!Number.isInteger(result) || result < 0 || result > 36) return;
    counts[result] = (counts[result] ?? 0) + 1;
    lastSeen[result] = Math.min(lastSeen[result] ?? age, age);
  });
  const pockets = counts.map((count, pocket) => ({ pocket, count }));
  const seen = (pocket: number) => lastSeen[pocket] ?? Number.POSITIVE_INFINITY;
  const hot = pockets
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || seen(a.pocket) - seen(b.pocket) || a.pocket - b.pocket)
    .slice(0, shown);
  const cold = [...pockets]
    .sort(
      (a, b) =>
        a.count - b.count ||
        // both unseen: the lower number first; otherwise the one seen longer ago first
        (seen(a.pocket) === seen(b.pocket) ? a.pocket - b.pocket : seen(b.pocket) - seen(a.pocket)),
    )
    .slice(0, shown);
  return { spins: spins.length, hot, cold };
}
