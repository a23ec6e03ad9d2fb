// System bets (issue 14): one bet made of many lines, each line an accumulator (or a single) of
// some of the selections, settled on its own. Shared by the server (placement, settlement) and the
// bet slip, so the lines, the total stake and the return shown are the ones paid. Rules, the table
// of named systems and rounding examples in docs/sportsbook-settlement.md ("System bets").
import {
  legEffectiveOdds,
  type BetLeg,
  type OutcomeSettlement,
  type Ratio,
  type SettledLeg,
} from './sports-payout';

/** The named systems: how many selections each takes and the sizes of its lines. */
export const NAMED_SYSTEMS = {
  trixie: { legs: 3, minLineSize: 2 },
  patent: { legs: 3, minLineSize: 1 },
  yankee: { legs: 4, minLineSize: 2 },
  lucky15: { legs: 4, minLineSize: 1 },
  canadian: { legs: 5, minLineSize: 2 },
  lucky31: { legs: 5, minLineSize: 1 },
  heinz: { legs: 6, minLineSize: 2 },
  lucky63: { legs: 6, minLineSize: 1 },
  goliath: { legs: 8, minLineSize: 2 },
} as const;
export type NamedSystem = keyof typeof NAMED_SYSTEMS;

/** Another name bookmakers use for a named system. */
const SYSTEM_ALIASES: Record<string, NamedSystem> = { super_yankee: 'canadian' };

/**
 * Bounds of a "k/n" system: n from 2 to 12 selections and k from 1 to n − 1 (k = n is an
 * accumulator). The largest, 6/12, has 924 lines.
 */
export const SYSTEM_SELECTION_LIMITS = { min: 2, max: 12 } as const;

/** A system as placed: its name (a named system or "k/n"), its selections and its line sizes. */
export interface SportsSystem {
  readonly name: string;
  readonly legs: number;
  /** every line has between these many selections, both included */
  readonly minLineSize: number;
  readonly maxLineSize: number;
}

const K_OF_N_PATTERN = /^(\d{1,2})\/(\d{1,2})$/;

/** The system a name stands for ("yankee", "super_yankee", "2/4"), or null for none. */
export function parseSystem(name: string): SportsSystem | null {
  const named = SYSTEM_ALIASES[name] ?? name;
  if (Object.hasOwn(NAMED_SYSTEMS, named)) {
    const system = NAMED_SYSTEMS[named as NamedSystem];
    return { name: named, ...system, maxLineSize: system.legs };
  }
  const match = K_OF_N_PATTERN.exec(name);
  if (!match) return null;
  const size = Number(match[1]);
  const legs = Number(match[2]);
  const isInRange =
    legs >= SYSTEM_SELECTION_LIMITS.min &&
    legs <= SYSTEM_SELECTION_LIMITS.max &&
    size >= 1 &&
    size < legs;
  return isInRange ? { name: `${size}/${legs}`, legs, minLineSize: size, maxLineSize: size } : null;
}

/** The systems a slip of this many selections can be placed as: the named ones, then every k/n. */
export function systemsForSelections(count: number): SportsSystem[] {
  if (count < SYSTEM_SELECTION_LIMITS.min || count > SYSTEM_SELECTION_LIMITS.max) return [];
  const named = Object.keys(NAMED_SYSTEMS).flatMap((name) => {
    const system = parseSystem(name);
    return system && system.legs === count ? [system] : [];
  });
  const sizes = Array.from({ length: count - 1 }, (_, index) => index + 1);
  return [...named, ...sizes.map((size) => parseSystem(`${size}/${count}`) as SportsSystem)];
}

/**
 * The lines of a system: each a list of leg positions, in ascending order, smaller lines first
 * (the singles, then the doubles in lexicographic order, and so on).
 */
export function systemLines(system: SportsSystem): number[][] {
  const lines: number[][] = [];
  for (let size = system.minLineSize; size <= system.maxLineSize; size++) {
    lines.push(...combinations(system.legs, size));
  }
  return lines;
}

/** How many lines the system has: Σ C(legs, size) over its line sizes. */
export function systemLineCount(system: SportsSystem): number {
  let count = 0;
  for (let size = system.minLineSize; size <= system.maxLineSize; size++) {
    count += binomial(system.legs, size);
  }
  return count;
}

/**
 * Satoshis each line pays, in the order of `systemLines`: floor(stake / lines × Π effective odds
 * of the line's legs). `totalStake` is the bet's whole stake (or what is left of it after a
 * partial cash-out); it is divided by the line count inside the fraction, never rounded first.
 */
export function systemLinePayouts(
  totalStake: bigint,
  system: SportsSystem,
  legs: readonly SettledLeg[],
): bigint[] {
  if (totalStake < 0n) throw new RangeError('a stake is never negative');
  if (legs.length !== system.legs) throw new RangeError('a system bet has one leg per selection');
  const factors = legs.map((leg) => legEffectiveOdds(leg.odds, leg.settlement));
  const lines = systemLines(system);
  const lineCount = BigInt(lines.length);
  return lines.map((line) => {
    const odds = line.reduce<Ratio>(
      (product, position) => {
        const factor = factors[position] as Ratio;
        return {
          numerator: product.numerator * factor.numerator,
          denominator: product.denominator * factor.denominator,
        };
      },
      { numerator: 1n, denominator: 1n },
    );
    return (totalStake * odds.numerator) / (lineCount * odds.denominator);
  });
}

/** Satoshis a settled system bet pays, stake included: the sum of its lines, each floored. */
export function systemPayout(
  totalStake: bigint,
  system: SportsSystem,
  legs: readonly SettledLeg[],
): bigint {
  return systemLinePayouts(totalStake, system, legs).reduce((sum, payout) => sum + payout, 0n);
}

const WON: OutcomeSettlement = { result: 1 };

/** The return the slip shows: what the system pays if every leg wins. */
export function systemPotentialReturn(
  totalStake: bigint,
  system: SportsSystem,
  legs: readonly BetLeg[],
): bigint {
  return systemPayout(
    totalStake,
    system,
    legs.map((leg) => ({ ...leg, settlement: WON })),
  );
}

/**
 * Whether every line already holds a lost leg (of `isLost`, one flag per leg), so the bet pays
 * nothing whatever the legs still playing do: fewer legs not lost than the smallest line.
 */
export function isEverySystemLineLost(system: SportsSystem, isLost: readonly boolean[]): boolean {
  return isLost.filter((lost) => !lost).length < system.minLineSize;
}

function combinations(count: number, size: number): number[][] {
  if (size === 0) return [[]];
  const lines: number[][] = [];
  for (let first = 0; first <= count - size; first++) {
    for (const rest of combinations(count - first - 1, size - 1)) {
      lines.push([first, ...rest.map((position) => position + first + 1)]);
    }
  }
  return lines;
}

function binomial(count: number, size: number): number {
  let result = 1;
  for (let index = 1; index <= size; index++) result = (result * (count - size + index)) / index;
  return result;
}
