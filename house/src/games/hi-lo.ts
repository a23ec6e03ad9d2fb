// Hi-Lo's arithmetic: cards by index in Stake's order (contract/provably-fair.ts), the chance of
// each guess from the current rank, and what a correct one multiplies the round by.
import { HILO_GUESSES, type HiLoGuess } from '../../../contract/house-page/house';
import { CARD_RANKS, CARD_SUITS, type Card } from '../../../contract/provably-fair';

const SUIT_SYMBOLS: Record<Card['suit'], string> = {
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
  clubs: '♣',
};

/** Card 0–51: rank CARD_RANKS[floor(i/4)], suit CARD_SUITS[i % 4], label e.g. "♠J". */
export function cardAt(index: number): Card {
  const rank = CARD_RANKS[Math.floor(index / 4)] ?? 'A';
  const suit = CARD_SUITS[index % 4] ?? 'clubs';
  return { index, rank, suit, label: `${SUIT_SYMBOLS[suit]}${rank}` };
}

export function isRedSuit(suit: Card['suit']): boolean {
  return suit === 'diamonds' || suit === 'hearts';
}

export interface GuessOdds {
  /** 0–1 */
  probability: number;
  /** What a correct guess multiplies the round by: (1 − edge) / probability. */
  factor: number;
}

/** "Higher or same" wins on ranks r..A, "lower or same" on 2..r (13 ranks, infinite deck). */
export function guessOdds(
  cardIndex: number,
  houseEdge: number,
): Record<'higher' | 'lower', GuessOdds> {
  const rank = Math.floor(cardIndex / 4);
  const higher = (CARD_RANKS.length - rank) / CARD_RANKS.length;
  const lower = (rank + 1) / CARD_RANKS.length;
  return {
    higher: { probability: higher, factor: (1 - houseEdge) / higher },
    lower: { probability: lower, factor: (1 - houseEdge) / lower },
  };
}

export interface HiLoState {
  /** Card indexes drawn so far, the current one last. */
  cards: number[];
  guesses: HiLoGuess[];
}

function readGuess(value: unknown): HiLoGuess | null {
  const guess =
    typeof value === 'object' && value !== null ? (value as { guess?: unknown }).guess : value;
  return (HILO_GUESSES as readonly unknown[]).includes(guess) ? (guess as HiLoGuess) : null;
}

/** A round's `result` ({ cards, guesses }), tolerating guesses sent as names or as { guess }. */
export function readHiLoState(result: Record<string, unknown>): HiLoState {
  const cards = Array.isArray(result.cards)
    ? result.cards.filter(
        (card): card is number => Number.isInteger(card) && card >= 0 && card < 52,
      )
    : [];
  const guesses = Array.isArray(result.guesses)
    ? result.guesses.map(readGuess).filter((guess): guess is HiLoGuess => guess !== null)
    : [];
  return { cards, guesses };
}

/** Cashing out needs one correct guess: in an open round every guess so far was correct. */
export function canCashOut(state: HiLoState): boolean {
  return state.guesses.some((guess) => guess !== 'skip');
}
