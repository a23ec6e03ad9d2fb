import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { placeBet } from '../../../../contract/sportsbook';
import { ApiFailure, callApi, failureOf, type Failure } from '../../../lib/api-client';
import { playerQueries, setBalance } from '../../../lib/player-queries';
import { ACCUMULATOR_STAKE_KEY, chosenSystem, SYSTEM_STAKE_KEY } from './bet-slip-logic';
import { betFingerprint, legProblemOf, placedOutcomeIds, slipBets } from './bet-slip-placement';
import type { SlipBet, SlipBetResult } from './bet-slip-placement';
import { betSlip, type LegProblem } from './bet-slip-store';

export type PlacingState = 'idle' | 'sending' | 'accepting';

export interface PlacementOutcome {
  results: SlipBetResult[];
  /** refusals of a whole bet (stake, balance, legs), by where its stake was typed */
  betFailures: Record<string, Failure>;
  /** the slip itself was refused before sending (offline) */
  slipFailure: Failure | null;
}

/**
 * Places what the slip holds: each single with its own request, or the accumulator with one, each
 * under an Idempotency-Key kept until the bet is answered. Offline nothing is sent: odds move, so
 * a bet is refused at once rather than queued.
 */
export function usePlaceBets(playerId: number | undefined) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PlacingState>('idle');
  const [outcome, setOutcome] = useState<PlacementOutcome | null>(null);

  const placeOne = async (bet: SlipBet, id: number): Promise<SlipBetResult> => {
    const { oddsPolicy } = betSlip.get();
    const key = betSlip.placementKey(bet.id, betFingerprint(bet, oddsPolicy));
    try {
      const answer = await callApi(
        placeBet,
        {
          playerId: id,
          stake: bet.stake,
          type: bet.type,
          ...(bet.system !== undefined && { system: bet.system }),
          selections: bet.selections.map(({ outcomeId, oddsMilli }) => ({ outcomeId, oddsMilli })),
          oddsPolicy,
        },
        { idempotencyKey: key },
      );
      betSlip.settlePlacement(bet.id);
      void setBalance(queryClient, id, answer.player);
      return { bet, status: 'placed', placed: answer.bet };
    } catch (error) {
      if (isUnanswered(error)) return { bet, status: 'lost' };
      betSlip.settlePlacement(bet.id);
      return { bet, status: 'refused', failure: failureOf(error) };
    }
  };

  const place = async (): Promise<PlacementOutcome> => {
    const { tab, selections, stakes, system } = betSlip.get();
    if (!onlineManager.isOnline() || playerId === undefined) {
      const refused = {
        results: [],
        betFailures: {},
        slipFailure: { code: 'offline_bet_refused' as const, params: {} },
      };
      setOutcome(refused);
      return refused;
    }
    const bets = slipBets(tab, selections, stakes, chosenSystem(system, selections)?.name ?? null);
    const isLive = bets.some((bet) => bet.selections.some((leg) => leg.live));
    setState(isLive ? 'accepting' : 'sending');
    setOutcome(null);
    const results = await Promise.all(bets.map((bet) => placeOne(bet, playerId)));
    setState('idle');

    const legProblems: Record<string, LegProblem> = {};
    const betFailures: Record<string, Failure> = {};
    for (const result of results) {
      if (result.status !== 'refused') continue;
      const leg = legProblemOf(result.bet, result.failure);
      if (leg) legProblems[leg.outcomeId] = leg.problem;
      else betFailures[result.bet.stakeKey] = result.failure;
    }
    betSlip.setLegProblems(legProblems);
    betSlip.removeMany(placedOutcomeIds(results));
    if (results.some((result) => result.status === 'placed' && result.bet.type === 'accumulator'))
      betSlip.setStake(ACCUMULATOR_STAKE_KEY, '');
    if (results.some((result) => result.status === 'placed' && result.bet.type === 'system'))
      betSlip.setStake(SYSTEM_STAKE_KEY, '');
    if (results.some((result) => result.status === 'placed')) {
      betSlip.clearPriceMoves();
      void queryClient.invalidateQueries({ queryKey: playerQueries.bets() });
    }
    const lost = results.find((result) => result.status === 'lost');
    const done = {
      results,
      betFailures,
      slipFailure: lost ? { code: 'network_error' as const, params: {} } : null,
    };
    setOutcome(done);
    return done;
  };

  return { place, state, outcome, dismiss: () => setOutcome(null) };
}

/** No answer came back, or the server is still on the same key: only a resend with the key is safe. */
function isUnanswered(error: unknown): boolean {
  return (
    error instanceof ApiFailure &&
    (error.code === 'network_error' ||
      error.code === 'timeout' ||
      error.code === 'request_in_progress')
  );
}
