import type { Hono } from 'hono';
import {
  cashOut,
  getBets,
  setAutoCashOut,
  getEvent as getEventCall,
  getEvents,
  getSports,
  placeBet as placeBetCall,
} from '../../../contract/sportsbook';
import { satoshisToMbtc } from '../../../contract/money';
import { priceBetBuilder } from '../../../contract/sports-bet-builder';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { isWaitThenRunAgain } from '../../http/idempotency';
import { bindPlayerCall } from './bind';
import { balanceInfo } from '../../modules/wallet/repository';
import { announceMoneyChange } from '../../modules/wallet/money-events';
import { getBetViews, listPlayerBets } from '../../modules/sportsbook/bets/bet-views';
import { runAutoCashOut } from '../../modules/sportsbook/bets/auto-cash-out';
import { cashOutBet } from '../../modules/sportsbook/bets/cash-out';
import { updateAutoCashOut } from '../../modules/sportsbook/bets/cash-out-repository';
import { quoteBetBuilder } from '../../modules/sportsbook/bets/bet-builder-quote';
import {
  placeBet,
  type BetRequest,
  type InPlayWait,
} from '../../modules/sportsbook/bets/placement';
import { getEvent, listEvents, listSports } from '../../modules/sportsbook/book/events-repository';
import { defaultStakeLimitsView } from '../../modules/sportsbook/limits/default-stake-limits';

export function registerPlayerSportsbookCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, getSports, async () => ({
    status: 1,
    sports: await listSports(db),
    limits: {
      ...(await defaultStakeLimitsView(db)),
      liveDelaySeconds: deps.config.SPORTS_LIVE_DELAY_SECONDS,
    },
  }));

  bindPlayerCall(app, deps, getEvents, async ({ input }) => {
    const { events, count } = await listEvents(db, {
      sportId: input.sportId,
      leagueId: input.leagueId,
      isLive: input.live,
      from: input.from === undefined ? undefined : new Date(input.from),
      to: input.to === undefined ? undefined : new Date(input.to),
      page: input.page,
      pageSize: input.itemsPerPage,
    });
    return { status: 1, rows: events, count };
  });

  bindPlayerCall(app, deps, getEventCall, async ({ input }) => {
    const event = await getEvent(db, input.eventId);
    if (!event) throw notFound();
    return { status: 1, event };
  });

  bindPlayerCall(app, deps, priceBetBuilder, async ({ input }) => {
    const quote = await quoteBetBuilder(
      db,
      input.selections,
      deps.config.SPORTS_MARGIN,
      deps.clock.now(),
    );
    return { status: 1, eventId: quote.eventId, oddsMilli: quote.oddsMilli };
  });

  const betRequest = (input: { playerId: number } & Omit<BetRequest, 'playerId'>): BetRequest => ({
    playerId: input.playerId,
    stake: input.stake,
    type: input.type,
    ...(input.system !== undefined && { system: input.system }),
    ...(input.builderOddsMilli !== undefined && { builderOddsMilli: input.builderOddsMilli }),
    selections: input.selections,
    oddsPolicy: input.oddsPolicy,
  });

  bindPlayerCall<typeof placeBetCall, InPlayWait>(
    app,
    deps,
    placeBetCall,
    async ({ input, caller, tx, afterCommit, waited }) => {
      const placed = await placeBet(
        tx,
        betRequest({ ...input, playerId: caller.playerId }),
        {
          liveDelaySeconds: deps.config.SPORTS_LIVE_DELAY_SECONDS,
          margin: deps.config.SPORTS_MARGIN,
        },
        waited,
        deps.clock,
      );
      if (isWaitThenRunAgain(placed)) return placed;
      announceMoneyChange(deps.realtime, afterCommit, {
        playerId: caller.playerId,
        balance: placed.balance,
      });
      return { status: 1, bet: placed.bet, player: balanceInfo(placed.balance) };
    },
  );

  bindPlayerCall(app, deps, getBets, async ({ input, caller }) => ({
    status: 1,
    ...(await listPlayerBets(db, caller.playerId, input)),
  }));

  bindPlayerCall(app, deps, cashOut, async ({ input, caller, tx, afterCommit }) => {
    const done = await cashOutBet(tx, deps.realtime, afterCommit, {
      playerId: caller.playerId,
      betId: input.betId,
      amount: input.amount,
      valueSeen: input.valueSeen,
      tolerance: input.tolerance,
      margin: deps.config.SPORTS_MARGIN,
    });
    return {
      status: 1,
      bet: done.bet,
      amount: satoshisToMbtc(done.amount),
      player: balanceInfo(done.balance),
    };
  });

  bindPlayerCall(app, deps, setAutoCashOut, async ({ input, caller }) => {
    const updated = await updateAutoCashOut(db, caller.playerId, input.betId, input.value);
    if (!updated) throw notFound();
    if (!updated.isUpdated) throw new ApiError(409, 'bet_not_open');
    // a value already reached fires now rather than at the next price move or sweep
    if (input.value !== null) {
      deps.background.once('sports auto cash-out', async () => {
        await runAutoCashOut(db, deps.realtime, input.betId, deps.config.SPORTS_MARGIN);
      });
    }
    const [bet] = await getBetViews(db, [input.betId]);
    return { status: 1, bet: bet as NonNullable<typeof bet> };
  });
}
