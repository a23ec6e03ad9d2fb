import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { mbtcToSatoshis } from '../../../../contract/money';
import { placeBet, type SportsBetView } from '../../../../contract/sportsbook';
import type { SportsEventDetail } from '../../../../contract/sportsbook';
import { callApi, failureOf, type Failure } from '../../../lib/api-client';
import { playerQueries, setBalance } from '../../../lib/player-queries';
import { betSlip } from '../bet-slip/bet-slip-store';
import { betBuilder, type BuilderPick } from './bet-builder-store';

export type BuilderPlacement =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'placed'; bet: SportsBetView }
  | { state: 'refused'; failure: Failure };

/**
 * Places the builder's picks at the joint price shown, under one Idempotency-Key until an answer
 * comes (a retry after a lost answer cannot place it twice). Placed, the builder empties.
 */
export function usePlaceBuilder(playerId: number | undefined) {
  const queryClient = useQueryClient();
  const [placement, setPlacement] = useState<BuilderPlacement>({ state: 'idle' });
  const key = useRef<string | null>(null);

  const place = async (
    event: SportsEventDetail,
    picks: readonly BuilderPick[],
    stake: string,
    oddsMilli: number,
  ) => {
    if (playerId === undefined) return;
    key.current ??= crypto.randomUUID();
    setPlacement({ state: 'sending' });
    const prices = new Map(
      event.markets.flatMap((market) =>
        market.outcomes.map((outcome) => [outcome.id, outcome.oddsMilli]),
      ),
    );
    try {
      const answer = await callApi(
        placeBet,
        {
          playerId,
          stake: stake.trim().replace(',', '.'),
          type: 'bet_builder',
          selections: picks.map((pick) => ({
            outcomeId: pick.outcomeId,
            oddsMilli: prices.get(pick.outcomeId) ?? 1010,
          })),
          builderOddsMilli: oddsMilli,
          oddsPolicy: betSlip.get().oddsPolicy,
        },
        { idempotencyKey: key.current },
      );
      key.current = null;
      void setBalance(queryClient, playerId, answer.player);
      void queryClient.invalidateQueries({ queryKey: playerQueries.bets() });
      betBuilder.clear();
      setPlacement({ state: 'placed', bet: answer.bet });
    } catch (error) {
      const failure = failureOf(error);
      // no answer: the same key again is the only safe retry; an answer frees it
      if (failure.code !== 'network_error' && failure.code !== 'timeout') key.current = null;
      setPlacement({ state: 'refused', failure });
    }
  };

  return { placement, place, dismiss: () => setPlacement({ state: 'idle' }) };
}

/** Whether a stake typed in mBTC is one to send: a positive amount. */
export function isStakeEntered(stake: string): boolean {
  const satoshis = mbtcToSatoshis(stake.replace(',', '.'));
  return satoshis !== null && satoshis > 0n;
}
