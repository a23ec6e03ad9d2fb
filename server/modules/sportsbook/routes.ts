import type { Hono } from 'hono';
import {
  getBets,
  getEvent as getEventCall,
  getEvents,
  getSports,
  placeBet as placeBetCall,
  SPORTS_STAKE_LIMITS,
} from '../../../contract/sportsbook';
import { priceBetBuilder } from '../../../contract/sports-bet-builder';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import { balanceInfo } from '../wallet/repository';
import { announceMoneyChange } from '../wallet/money-events';
import { quoteBetBuilder } from './bets/bet-builder-quote';
import { listPlayerBets } from './bets/bet-views';
import { placeBet, type BetRequest, type InPlayWait } from './bets/placement';
import { getEvent, listEvents, listSports } from './events-repository';

export function registerSportsbookRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindCall(app, deps, getSports, async () => ({
    status: 1,
    sports: await listSports(db),
    limits: { ...SPORTS_STAKE_LIMITS, liveDelaySeconds: deps.config.SPORTS_LIVE_DELAY_SECONDS },
  }));

  bindCall(app, deps, getEvents, async ({ input }) => {
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

  bindCall(app, deps, getEventCall, async ({ input }) => {
    const event = await getEvent(db, input.eventId);
    if (!event) throw notFound();
    return { status: 1, event };
  });

  bindCall(app, deps, priceBetBuilder, async ({ input }) => {
    const quote = await quoteBetBuilder(db, input.selections, deps.config.SPORTS_MARGIN);
    return { status: 1, eventId: quote.eventId, oddsMilli: quote.oddsMilli };
  });

  const betRequest = (input: { playerId: number } & Omit<BetRequest, 'playerId'>): BetRequest => ({
    playerId: input.playerId,
    stake: input.stake,
    type: input.type,
    selections: input.selections,
    oddsPolicy: input.oddsPolicy,
  });

  bindCall<typeof placeBetCall, InPlayWait>(
    app,
    deps,
    placeBetCall,
    async ({ input, caller, tx, afterCommit, waited }) => {
      const placed = await placeBet(
        tx,
        betRequest({ ...input, playerId: caller.playerId }),
        deps.config.SPORTS_LIVE_DELAY_SECONDS,
        waited,
      );
      announceMoneyChange(deps.realtime, afterCommit, {
        playerId: caller.playerId,
        balance: placed.balance,
      });
      return { status: 1, bet: placed.bet, player: balanceInfo(placed.balance) };
    },
  );

  bindCall(app, deps, getBets, async ({ input, caller }) => ({
    status: 1,
    ...(await listPlayerBets(db, caller.playerId, input)),
  }));
}
