import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../testing/harness';
import { getEvent, type MarketView } from '../../book/events-repository';
import type { FeedMessage } from '../feed-messages';
import { applyFeedMessage } from '../feed-store';
import { scriptFootballMatch } from './scripted-football';

// A scripted match applied to the book as a feed applies it: listed, kicked off, run on, a goal,
// full time. What the book then holds is what the author wrote: the goal's score, the markets
// stopped by it, and every market settled by that score.

const KICK_OFF = Date.UTC(2030, 4, 12, 19);
const MINUTE = 60_000;

let node: TestServer;
beforeAll(async () => {
  node = await createTestServer();
});
afterAll(async () => {
  await node.close();
});

async function apply(messages: FeedMessage[]) {
  for (const message of messages) await applyFeedMessage(node.db, message);
}

async function book(eventId: string) {
  const event = await getEvent(node.db, eventId);
  if (!event) throw new Error(`${eventId} is not in the book`);
  return event;
}

const market = (markets: MarketView[], type: string, specifiers = '') =>
  markets.find((candidate) => candidate.type === type && candidate.specifiers === specifiers);
const odds = (markets: MarketView[]) =>
  market(markets, '1x2')?.outcomes.map((outcome) => outcome.oddsMilli);
const results = (markets: MarketView[], type: string, specifiers = '') =>
  Object.fromEntries(
    (market(markets, type, specifiers)?.outcomes ?? []).map((outcome) => [
      outcome.outcomeId,
      outcome.result,
    ]),
  );

describe('a scripted football match', () => {
  it('is listed, kicks off, moves, scores and settles when its author says', async () => {
    const match = scriptFootballMatch({
      eventId: 'script:test:1',
      home: 'Rayo',
      away: 'Celta',
      startTime: KICK_OFF,
      margin: 0.05,
    });

    await apply(match.open(KICK_OFF - 60 * MINUTE));
    const listed = await book(match.eventId);
    expect(listed).toMatchObject({
      status: 'not_started',
      home: { es: 'Rayo', en: 'Rayo' },
      league: { id: 'es-laliga' },
    });
    // the simulator's market set, priced by the model: the stronger home side is the favourite
    for (const type of ['1x2', 'double_chance', 'btts', 'correct_score'])
      expect(market(listed.markets, type)?.status).toBe('active');
    expect(market(listed.markets, 'total', 'total=2.5')?.status).toBe('active');
    const [home = 0, , away = 0] = odds(listed.markets) ?? [];
    expect(home).toBeLessThan(away);

    const stronger = await book(match.eventId);
    await apply(match.rates({ home: 1.1, away: 1.8 }, KICK_OFF - 30 * MINUTE));
    const [homeAfter = 0, , awayAfter = 0] = odds((await book(match.eventId)).markets) ?? [];
    expect(homeAfter).toBeGreaterThan(awayAfter);
    expect(odds(stronger.markets)).not.toEqual(odds((await book(match.eventId)).markets));

    await apply(match.kickOff(KICK_OFF));
    expect(await book(match.eventId)).toMatchObject({
      status: 'live',
      score: { home: 0, away: 0 },
      clock: { period: '1h', elapsedSeconds: 0 },
    });
    const atKickOff = odds((await book(match.eventId)).markets);
    await apply(match.playTo(30, KICK_OFF + 30 * MINUTE));
    const atHalfHour = await book(match.eventId);
    expect(atHalfHour.clock).toMatchObject({ elapsedSeconds: 30 * 60 });
    expect(odds(atHalfHour.markets)).not.toEqual(atKickOff);

    await apply(match.goal('away', KICK_OFF + 31 * MINUTE));
    const scored = await book(match.eventId);
    expect(scored.score).toMatchObject({ home: 0, away: 1 });
    // every market stops until the next prices
    expect(new Set(scored.markets.map((candidate) => candidate.status))).toEqual(
      new Set(['suspended']),
    );
    await apply(match.playTo(35, KICK_OFF + 35 * MINUTE));
    expect(market((await book(match.eventId)).markets, '1x2')?.status).toBe('active');

    await apply(match.fullTime(KICK_OFF + 95 * MINUTE));
    const ended = await book(match.eventId);
    expect(ended.status).toBe('closed');
    expect(ended.score).toMatchObject({ home: 0, away: 1 });
    expect(results(ended.markets, '1x2')).toEqual({ home: 0, draw: 0, away: 1 });
    expect(results(ended.markets, 'total', 'total=2.5')).toEqual({ over: 0, under: 1 });
    expect(results(ended.markets, 'btts')).toEqual({ yes: 0, no: 1 });
    for (const settled of ended.markets) expect(settled.status).toBe('settled');
  });

  it('refuses a moment out of order: a goal before kick-off, a minute already played', () => {
    const match = scriptFootballMatch({
      eventId: 'script:test:2',
      home: 'Getafe',
      away: 'Girona',
      startTime: KICK_OFF,
      margin: 0.05,
    });
    match.open(KICK_OFF - MINUTE);
    expect(() => match.goal('home', KICK_OFF)).toThrow('a goal before kick-off');
    match.kickOff(KICK_OFF);
    match.playTo(10, KICK_OFF + 10 * MINUTE);
    expect(() => match.playTo(5, KICK_OFF + 11 * MINUTE)).toThrow('minute 5: not ahead');
  });

  it('names a league of the catalogue or none', () => {
    expect(() =>
      scriptFootballMatch({
        eventId: 'script:test:3',
        home: 'A',
        away: 'B',
        leagueId: 'xx-nowhere',
        startTime: KICK_OFF,
        margin: 0.05,
      }),
    ).toThrow('xx-nowhere: no football league of that id');
  });
});
