// What a winning bet pays in the house games, with the configured house edge (see
// provably-fair.ts for how results are drawn).
import { DEFAULT_HOUSE_EDGE } from './provably-fair';

/** Chance in percent of rolling over/under a target (the roll has 10,001 outcomes of 0.01). */
export function diceWinChance(target: number, direction: 'over' | 'under'): number {
  const outcomes =
    direction === 'over' ? 10_000 - Math.round(target * 100) : Math.round(target * 100);
  return Math.max(0, outcomes) / 100;
}

/** Dice multiplier: (100 − edge %) / chance %, e.g. 49.5 % at a 1 % edge → 2. */
export function diceMultiplier(chancePercent: number, houseEdge = DEFAULT_HOUSE_EDGE): number {
  return (100 - houseEdge * 100) / chancePercent;
}

export function isDiceWin(roll: number, target: number, direction: 'over' | 'under'): boolean {
  return direction === 'over' ? roll > target : roll < target;
}

export const RED_POCKETS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteBet =
  | { kind: 'straight'; pocket: number }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' }
  | { kind: 'dozen' | 'column'; which: 1 | 2 | 3 };

/** Profit per unit staked when the bet wins ("35 to 1"). */
export const ROULETTE_ODDS: Record<RouletteBet['kind'], number> = {
  straight: 35,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

export function isRouletteWin(bet: RouletteBet, pocket: number): boolean {
  if (bet.kind === 'straight') return bet.pocket === pocket;
  // zero loses every outside bet: that is the European wheel's edge (1/37)
  if (pocket === 0) return false;
  switch (bet.kind) {
    case 'red':
      return RED_POCKETS.has(pocket);
    case 'black':
      return !RED_POCKETS.has(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.which;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.which;
  }
}

/** What comes back per unit staked, stake included: 36 for a straight hit, 0 for a loss. */
export function rouletteReturn(bet: RouletteBet, pocket: number): number {
  return isRouletteWin(bet, pocket) ? ROULETTE_ODDS[bet.kind] + 1 : 0;
}
