// Hi-Lo's rules: each guess on the next card of the round's deck ("or same" included) multiplies
// the running multiplier by (1 − edge) / P; a wrong guess loses the round.
import { HILO_MAX_CARDS, type HiLoGuess } from '../../../contract/house-page/house';
import { DEFAULT_HOUSE_EDGE, type Card } from '../../../contract/provably-fair';
import { HouseRefusal } from './house-refusal';
import { checkStake, KEPT_BASIS_POINTS, MAX_PAYOUT, multiplyStake, ratio } from './limits';
import type { Decision, RoundPlan } from './round-plan';

/** What a Hi-Lo round keeps: the cards shown so far (indexes 0–51) and the guesses between them. */
export interface HiLoResult {
  cards: number[];
  guesses: HiLoGuess[];
}

const RANKS = 13;

/** 0 for a '2' up to 12 for an ace. */
export const rankOf = (card: number) => Math.floor(card / 4);

/** How many of the 13 ranks make a guess right on a card of `rank`. */
export function winningRanks(rank: number, guess: 'higher' | 'lower'): number {
  return guess === 'higher' ? RANKS - rank : rank + 1;
}

function isRight(rank: number, nextRank: number, guess: HiLoGuess): boolean {
  if (guess === 'skip') return true;
  return guess === 'higher' ? nextRank >= rank : nextRank <= rank;
}

interface Standing {
  /** The exact multiplier as a fraction, for the payout. */
  numerator: bigint;
  denominator: bigint;
  /** The same as a number, for display. */
  multiplier: number;
  rightGuesses: number;
  isLost: boolean;
}

export function standingOf({ cards, guesses }: HiLoResult): Standing {
  const standing = {
    numerator: 1n,
    denominator: 1n,
    multiplier: 1,
    rightGuesses: 0,
    isLost: false,
  };
  guesses.forEach((guess, index) => {
    const rank = rankOf(cards[index] ?? 0);
    if (!isRight(rank, rankOf(cards[index + 1] ?? 0), guess)) standing.isLost = true;
    if (guess === 'skip' || standing.isLost) return;
    const wins = winningRanks(rank, guess);
    standing.numerator *= KEPT_BASIS_POINTS * BigInt(RANKS);
    standing.denominator *= 10_000n * BigInt(wins);
    standing.multiplier *= ((1 - DEFAULT_HOUSE_EDGE) * RANKS) / wins;
    standing.rightGuesses++;
  });
  return standing;
}

/** What the round pays if it ends now with its guesses right: never above the house's maximum. */
function payoutOf(stake: bigint, standing: Standing) {
  const payout = multiplyStake(stake, standing.numerator, standing.denominator);
  return payout >= MAX_PAYOUT
    ? { payout: MAX_PAYOUT, isCapped: true }
    : { payout, isCapped: false };
}

function settled(stake: bigint, result: HiLoResult, standing: Standing): Decision {
  const { payout, isCapped } = payoutOf(stake, standing);
  return {
    state: 'settling',
    payout,
    multiplier: isCapped ? ratio(payout, stake) : standing.multiplier,
    result: { ...result },
  };
}

/** A Hi-Lo round to start: its first card is shown and the running multiplier is 1. */
export function planHiLo(stake: bigint): RoundPlan {
  checkStake(stake);
  return {
    engine: 'hi-lo',
    stake,
    params: {},
    decide: (bet) => ({
      state: 'open',
      payout: stake,
      multiplier: 1,
      result: {
        cards: [bet.result.game === 'hi-lo' ? (bet.result.cards[0]?.index ?? 0) : 0],
        guesses: [],
      },
    }),
  };
}

/**
 * Draws the next card for `guess`. A wrong guess loses; the round cashes out by itself once the
 * deck is spent or its payout reaches the house's maximum.
 */
export function guessHiLo(
  stake: bigint,
  result: HiLoResult,
  deck: Card[],
  guess: HiLoGuess,
): Decision {
  const next: HiLoResult = {
    cards: [...result.cards, deck[result.cards.length]?.index ?? 0],
    guesses: [...result.guesses, guess],
  };
  const standing = standingOf(next);
  if (standing.isLost) {
    return { state: 'settling', payout: 0n, multiplier: 0, result: { ...next } };
  }
  const { payout, isCapped } = payoutOf(stake, standing);
  if (isCapped || next.cards.length >= HILO_MAX_CARDS) return settled(stake, next, standing);
  return {
    state: 'open',
    payout,
    multiplier: standing.multiplier,
    result: { ...next },
  };
}

/** Ends the round with its winnings; only once a guess has been right. */
export function cashOutHiLo(stake: bigint, result: HiLoResult): Decision {
  const standing = standingOf(result);
  if (standing.rightGuesses === 0) throw new HouseRefusal('invalid_value');
  return settled(stake, result, standing);
}

/**
 * Ends a round its player left open: at its standing, as a cash-out would (the stake back when
 * no guess was made yet). Recovery does this, so an abandoned round never holds the stake.
 */
export function settleAbandonedHiLo(stake: bigint, result: HiLoResult): Decision {
  return settled(stake, result, standingOf(result));
}
