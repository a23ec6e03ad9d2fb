import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../testing/harness';
import type { BetSettlementMessage, FeedMessage, OddsChangeMessage } from '../feed-messages';
import { priceTennis } from '../../pricing/tennis';
import {
  applyAndReadMarketStatuses,
  MARGIN,
  NOW,
  upcomingFixture,
} from '../../../../testing/sportsbook/simulator-test-support';
import {
  advanceTennisMatch,
  createTennisMatch,
  openTennisMatch,
  SECONDS_PER_POINT,
  SET_REOPEN_DELAY_MS,
  type TennisMatch,
} from './tennis-match';

const fixture = upcomingFixture(7, 'tennis');

/** A whole match, a point per step. */
function playWholeMatch(seed: number): { match: TennisMatch; messages: FeedMessage[] } {
  const match = createTennisMatch(fixture, seed);
  const messages = openTennisMatch(match, NOW, MARGIN);
  for (let step = 1; !match.isOver; step += 1) {
    const now = NOW + step * 1000;
    const simulatedSeconds = SECONDS_PER_POINT;
    messages.push(...advanceTennisMatch(match, { now, simulatedSeconds, margin: MARGIN }));
  }
  return { match, messages };
}

/** Whether a set's games are a final score: 6 by two, or 7:5, or 7:6. */
const isSetScore = (set: { home: number; away: number }) => {
  const [high, low] = [Math.max(set.home, set.away), Math.min(set.home, set.away)];
  return (high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6));
};

describe('a simulated tennis match', () => {
  const { match, messages } = playWholeMatch(3);
  const oddsChanges = messages.filter((m): m is OddsChangeMessage => m.kind === 'odds_change');
  const settlement = messages.find((m): m is BetSettlementMessage => m.kind === 'bet_settlement');
  const setsHome = match.sets.filter((set) => set.home > set.away).length;
  const setsAway = match.sets.length - setsHome;
  const games = match.sets.reduce((sum, set) => sum + set.home + set.away, 0);
  const resultOf = (type: string, specifiers: string, id: string) =>
    settlement?.markets
      .find((market) => market.type === type && market.specifiers === specifiers)
      ?.outcomes.find((outcome) => outcome.id === id)?.result;

  it('opens priced before the first point, then plays point by point to two sets won', () => {
    expect(messages[0]?.kind).toBe('fixture_change');
    expect(oddsChanges[0]?.event).toBeUndefined();
    expect(oddsChanges[0]?.markets.map((market) => market.type)).toContain('match_winner');
    expect(messages.map((m) => m.seq)).toEqual(messages.map((_, index) => index + 1));
    expect(Math.max(setsHome, setsAway)).toBe(2);
    for (const set of match.sets) expect(isSetScore(set)).toBe(true);
    expect(messages.at(-1)).toMatchObject({ kind: 'odds_change', event: { status: 'closed' } });
  });

  it('stops every market when a set is won and prices again only after the delay', () => {
    let sets = 0;
    messages.forEach((message, index) => {
      if (message.kind !== 'odds_change' || message.event?.status !== 'live') return;
      const played = (message.event.score?.home ?? 0) + (message.event.score?.away ?? 0);
      if (played === sets) return;
      sets = played;
      expect(messages[index - 1]).toMatchObject({ kind: 'bet_stop' });
      expect(message.markets).toEqual([]);
      const reopening = messages
        .slice(index + 1)
        .find((m): m is OddsChangeMessage => m.kind === 'odds_change' && m.markets.length > 0);
      expect(reopening?.timestamp).toBeGreaterThanOrEqual(message.timestamp + SET_REOPEN_DELAY_MS);
    });
    // every set but the last, which ends the match
    expect(sets).toBe(match.sets.length - 1);
  });

  it('shows sets, games per set and the game’s points as they go', () => {
    const scores = oddsChanges.flatMap((m) => (m.event?.score ? [m.event.score] : []));
    const inGame = scores.find((score) => score.current && score.current.home !== '0');
    expect(['15', '30', '40', 'AD']).toContain(inGame?.current?.home);
    const ended = oddsChanges.find((m) => m.event?.status === 'ended');
    expect(ended?.event?.score).toMatchObject({
      home: setsHome,
      away: setsAway,
      periods: match.sets,
    });
  });

  it('settles match winner, set betting and total games from the final sets', () => {
    expect(resultOf('match_winner', '', 'home')).toBe(setsHome === 2 ? 1 : 0);
    expect(resultOf('match_winner', '', 'away')).toBe(setsAway === 2 ? 1 : 0);
    const setScore = `${String(setsHome)}:${String(setsAway)}`;
    for (const id of ['2:0', '2:1', '1:2', '0:2']) {
      const result = resultOf('set_betting', '', id);
      if (result !== undefined) expect(result).toBe(id === setScore ? 1 : 0);
    }
    expect(resultOf('set_betting', '', setScore)).toBe(1);
    expect(resultOf('total_games', 'total=22.5', 'over')).toBe(games > 22.5 ? 1 : 0);
  });
});

describe('the point process', () => {
  it('wins matches as often as the pricing model says before the first point', () => {
    if (fixture.model.sport !== 'tennis') throw new Error('tennis fixture expected');
    const serve = { home: 0.68, away: 0.6 };
    const skewed = { ...fixture, model: { ...fixture.model, serve } };
    const [winner] = priceTennis(
      serve,
      { sets: [], games: { home: 0, away: 0 }, points: { home: 0, away: 0 }, server: 'home' },
      0,
    );
    const expected = winner?.outcomes.find((outcome) => outcome.id === 'home')?.probability ?? 0;
    const matches = 2000;
    let homeWins = 0;
    for (let seed = 1; seed <= matches; seed += 1) {
      const match = createTennisMatch(skewed, seed);
      advanceTennisMatch(match, { now: NOW, simulatedSeconds: 10 * 3600, margin: MARGIN });
      if (match.sets.filter((set) => set.home > set.away).length === 2) homeWins += 1;
    }
    expect(Math.abs(homeWins / matches - expected)).toBeLessThan(0.03);
  });

  it('a match joining in play has had points played and is still on', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const match = createTennisMatch(fixture, seed, 90);
      expect(match.isOver).toBe(false);
      expect(match.secondsPlayed).toBeGreaterThan(0);
    }
  });
});

describe('the tennis stream applied to the book', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('ends with every market settled', async () => {
    const statuses = await applyAndReadMarketStatuses(server.db, playWholeMatch(8).messages);
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status !== 'settled')).toEqual([]);
  });
});
