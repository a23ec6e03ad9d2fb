// The European roulette board: every spot a bet can go on, where it sits in the wide layout
// (0, three rows of twelve, columns on the right, dozens and even-money bets below) and in the
// narrow one (turned upright, as phones show it), and the chips placed on it.
import {
  RED_POCKETS,
  rouletteReturn,
  type RouletteBet,
} from '../../../contract/provably-fair-payouts';
import type { MessageKey } from '../i18n';

export type PocketColour = 'red' | 'black' | 'green';

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED_POCKETS.has(pocket) ? 'red' : 'black';
}

/** Grid placement: column, column span, row, row span. */
type Area = [number, number, number, number];

export interface BoardSpot {
  key: string;
  bet: RouletteBet;
  /** A number's own text, or the message naming an outside bet (and a shorter text to show). */
  label: { text: string } | { message: MessageKey; short?: string };
  colour: PocketColour | 'outside';
  /** Dozens and even-money bets stand tall in the narrow layout, their text turned. */
  isUpright?: boolean;
  wide: Area;
  narrow: Area;
}

export function keyOf(bet: RouletteBet): string {
  if (bet.kind === 'straight') return `straight-${bet.pocket}`;
  if (bet.kind === 'dozen' || bet.kind === 'column') return `${bet.kind}-${bet.which}`;
  return bet.kind;
}

const THIRDS = [1, 2, 3] as const;
const EVEN_MONEY = [
  ['low', 'rouletteLow'],
  ['even', 'rouletteEven'],
  ['red', 'rouletteRed'],
  ['black', 'rouletteBlack'],
  ['odd', 'rouletteOdd'],
  ['high', 'rouletteHigh'],
] as const;

function numberSpot(pocket: number): BoardSpot {
  const bet: RouletteBet = { kind: 'straight', pocket };
  if (pocket === 0)
    return {
      key: keyOf(bet),
      bet,
      label: { text: '0' },
      colour: 'green',
      wide: [1, 1, 1, 3],
      narrow: [3, 3, 1, 1],
    };
  const column = ((pocket - 1) % 3) + 1;
  const third = Math.ceil(pocket / 3);
  return {
    key: keyOf(bet),
    bet,
    label: { text: String(pocket) },
    colour: pocketColour(pocket),
    // wide: column 3 (3, 6 … 36) is the top row; narrow: 1 2 3 across, twelve rows down
    wide: [1 + third, 1, 4 - column, 1],
    narrow: [2 + column, 1, 1 + third, 1],
  };
}

export const BOARD_SPOTS: readonly BoardSpot[] = [
  ...Array.from({ length: 37 }, (_, pocket) => numberSpot(pocket)),
  ...THIRDS.map((which): BoardSpot => {
    const bet: RouletteBet = { kind: 'column', which };
    return {
      key: keyOf(bet),
      bet,
      label: { message: `rouletteColumn${which}`, short: '2:1' },
      colour: 'outside',
      wide: [14, 1, 4 - which, 1],
      narrow: [2 + which, 1, 14, 1],
    };
  }),
  ...THIRDS.map((which): BoardSpot => {
    const bet: RouletteBet = { kind: 'dozen', which };
    return {
      key: keyOf(bet),
      bet,
      label: { message: `rouletteDozen${which}` },
      colour: 'outside',
      isUpright: true,
      wide: [2 + 4 * (which - 1), 4, 4, 1],
      narrow: [2, 1, 2 + 4 * (which - 1), 4],
    };
  }),
  ...EVEN_MONEY.map(([kind, message], index): BoardSpot => {
    const bet: RouletteBet = { kind };
    return {
      key: keyOf(bet),
      bet,
      label: { message },
      colour: kind === 'red' || kind === 'black' ? kind : 'outside',
      isUpright: true,
      wide: [2 + 2 * index, 2, 5, 1],
      narrow: [1, 1, 2 + 2 * index, 2],
    };
  }),
];

/** One chip put on a spot, in the order placed (so the last can be undone). */
export interface Chip {
  key: string;
  satoshis: bigint;
}

export function chipTotals(chips: readonly Chip[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const chip of chips) totals.set(chip.key, (totals.get(chip.key) ?? 0n) + chip.satoshis);
  return totals;
}

export function totalStake(chips: readonly Chip[]): bigint {
  return chips.reduce((sum, chip) => sum + chip.satoshis, 0n);
}

/** The bets to send: one per spot with chips, in board order. */
export function betsOf(chips: readonly Chip[]): { bet: RouletteBet; satoshis: bigint }[] {
  const totals = chipTotals(chips);
  return BOARD_SPOTS.filter((spot) => totals.has(spot.key)).map((spot) => ({
    bet: spot.bet,
    satoshis: totals.get(spot.key) ?? 0n,
  }));
}

/** The most a spin could pay with these chips, over all 37 pockets (satoshis). */
export function largestReturn(chips: readonly Chip[]): bigint {
  const bets = betsOf(chips);
  let largest = 0n;
  for (let pocket = 0; pocket <= 36; pocket++) {
    const paid = bets.reduce(
      (sum, { bet, satoshis }) => sum + satoshis * BigInt(rouletteReturn(bet, pocket)),
      0n,
    );
    if (paid > largest) largest = paid;
  }
  return largest;
}
