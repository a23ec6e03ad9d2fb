import type { Hono } from 'hono';
import {
  getEvent as getEventCall,
  getEvents,
  getSports,
  SPORTS_STAKE_LIMITS,
} from '../../../contract/sportsbook';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import { liveDelaySeconds } from './bets/live-delay';
import { getEvent, listEvents, listSports } from './events-repository';

export function registerSportsbookRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindCall(app, deps, getSports, async () => ({
    status: 1,
    sports: await listSports(db),
    limits: { ...SPORTS_STAKE_LIMITS, liveDelaySeconds: liveDelaySeconds(deps.config) },
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
}
