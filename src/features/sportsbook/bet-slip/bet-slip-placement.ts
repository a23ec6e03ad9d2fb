import type { OddsPolicy, SportsBetView } from '../../../../contract/sportsbook';
import type { SportsBetType } from '../../../../contract/sports-payout';
import type { Failure } from '../../../lib/api-client';
import {
  ACCUMULATOR_STAKE_KEY,
  SYSTEM_STAKE_KEY,
  type BetSlipSelection,
  type BetSlipTab,
} from './bet-slip-logic';
import type { LegProblem } from './bet-slip-store';

/** One place_bet request the slip sends: a single per staked selection, or the accumulator. */
export interface SlipBet {
  /** `single:<outcomeId>`, `accumulator` or `system`: the slip's handle on its Idempotency-Key */
  id: string;
  type: SportsBetType;
  /** a system bet's system ('yankee', '2/4') */
  system?: string;
  selections: BetSlipSelection[];
  /** mBTC as typed, the decimal comma read as a point; per line for a system */
  stake: string;
  /** where the stake was typed (the outcome id, or `accumulator`) */
  stakeKey: string;
}

/** What became of one request. */
export type SlipBetResult =
  | { bet: SlipBet; status: 'placed'; placed: SportsBetView }
  | { bet: SlipBet; status: 'refused'; failure: Failure }
  /** no answer came back: it may have arrived; a retry sends it again with the same key */
  | { bet: SlipBet; status: 'lost' };

/** The refusals that concern one leg, marked on it in the slip. */
const LEG_CODES = new Set([
  'odds_changed',
  'market_suspended',
  'event_started',
  'selection_unavailable',
]);

/**
 * The bets the slip places from its tab: each staked single, the one accumulator, or the one
 * system bet (of `system`, the system the slip shows).
 */
export function slipBets(
  tab: BetSlipTab,
  selections: readonly BetSlipSelection[],
  stakes: Readonly<Record<string, string>>,
  system: string | null = null,
): SlipBet[] {
  const normalized = (text: string | undefined) => (text ?? '').trim().replace(',', '.');
  if (tab === 'system') {
    if (system === null) return [];
    return [
      {
        id: 'system',
        type: 'system',
        system,
        selections: [...selections],
        stake: normalized(stakes[SYSTEM_STAKE_KEY]),
        stakeKey: SYSTEM_STAKE_KEY,
      },
    ];
  }
  if (tab === 'accumulator') {
    return [
      {
        id: 'accumulator',
        type: 'accumulator',
        selections: [...selections],
        stake: normalized(stakes[ACCUMULATOR_STAKE_KEY]),
        stakeKey: ACCUMULATOR_STAKE_KEY,
      },
    ];
  }
  return selections
    .filter((selection) => normalized(stakes[selection.outcomeId]) !== '')
    .map((selection) => ({
      id: `single:${selection.outcomeId}`,
      type: 'single',
      selections: [selection],
      stake: normalized(stakes[selection.outcomeId]),
      stakeKey: selection.outcomeId,
    }));
}

/** The request a key was made for: the same bet with another stake, price or policy is a new bet. */
export function betFingerprint(bet: SlipBet, oddsPolicy: OddsPolicy): string {
  const legs = bet.selections.map((selection) => `${selection.outcomeId}@${selection.oddsMilli}`);
  return [bet.type, bet.system ?? '', bet.stake, oddsPolicy, ...legs].join('|');
}

/**
 * The leg a refusal concerns, with the current price for `odds_changed`: the outcome the server
 * names, else the only leg of a single. Null when the refusal is about the whole bet.
 */
export function legProblemOf(
  bet: SlipBet,
  failure: Failure,
): { outcomeId: string; problem: LegProblem } | null {
  if (!LEG_CODES.has(failure.code)) return null;
  const named = failure.params.outcomeId;
  const outcomeId =
    named !== undefined && bet.selections.some((leg) => leg.outcomeId === String(named))
      ? String(named)
      : bet.selections.length === 1
        ? bet.selections[0]?.outcomeId
        : undefined;
  if (outcomeId === undefined) return null;
  const oddsMilli = Number(failure.params.oddsMilli);
  return {
    outcomeId,
    problem: { code: failure.code, ...(Number.isSafeInteger(oddsMilli) && { oddsMilli }) },
  };
}

/** The selections a placed bet took out of the slip. */
export function placedOutcomeIds(results: readonly SlipBetResult[]): string[] {
  return results.flatMap((result) =>
    result.status === 'placed' ? result.bet.selections.map((leg) => leg.outcomeId) : [],
  );
}
