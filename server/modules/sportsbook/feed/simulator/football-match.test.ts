import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../testing/harness';
import type { BetSettlementMessage, FeedMessage, OddsChangeMessage } from '../feed-messages';
import {
  advanceFootballMatch,
  createFootballMatch,
  openFootballMatch,
  RED_CARD_EFFECT,
  RED_CARD_RATE,
  REOPEN_DELAY_MS,
  type FootballMatch,
} from './football-match';
import {
  applyAndReadMarketStatuses,
  MARGIN,
  NOW,
  upcomingFixture,
} from '../../../../testing/sportsbook/simulator-test-support';

const fixture = upcomingFixture(3, 'football');

/** A whole match at speed 60: one simulated minute per real second. */
function playWholeMatch(seed: number): FeedMessage[] {
  const match = createFootballMatch(fixture, seed);
  const messages = openFootballMatch(match, NOW, MARGIN);
  for (let second = 1; match.phase !== 'over'; second += 1) {
    messages.push(
      ...advanceFootballMatch(match, {
        now: NOW + second * 1000,
        simulatedSeconds: 60,
        margin: MARGIN,
      }),
    );
  }
  return messages;
}

const totalGoals = (message: OddsChangeMessage) =>
  (message.event?.score?.home ?? 0) + (message.event?.score?.away ?? 0);

describe('a simulated football match', () => {
  const messages = playWholeMatch(11);
  const oddsChanges = messages.filter((m): m is OddsChangeMessage => m.kind === 'odds_change');
  const ended = oddsChanges.find((m) => m.event?.status === 'ended');
  const settlement = messages.find((m): m is BetSettlementMessage => m.kind === 'bet_settlement');
  const finalScore = ended?.event?.score ?? { home: -1, away: -1 };

  it('numbers its messages 1, 2, 3… with unique ids, ending closed', () => {
    expect(messages.map((m) => m.seq)).toEqual(messages.map((_, index) => index + 1));
    expect(new Set(messages.map((m) => m.id)).size).toBe(messages.length);
    expect(messages[0]?.kind).toBe('fixture_change');
    expect(messages.at(-1)).toMatchObject({ kind: 'odds_change', event: { status: 'closed' } });
    expect(finalScore.home + finalScore.away).toBeGreaterThan(0);
  });

  it('stops every market at each goal and reprices only after the reopening delay', () => {
    let goals = 0;
    messages.forEach((message, index) => {
      if (message.kind !== 'odds_change' || totalGoals(message) === goals) return;
      if (message.event?.status !== 'live') return;
      goals = totalGoals(message);
      const stop = messages[index - 1];
      expect(stop).toMatchObject({ kind: 'bet_stop' });
      expect(stop && 'markets' in stop ? stop.markets : undefined).toBeUndefined();
      expect(message.markets).toEqual([]);
      const reopening = messages
        .slice(index + 1)
        .find((m): m is OddsChangeMessage => m.kind === 'odds_change' && m.markets.length > 0);
      if (reopening && totalGoals(reopening) === goals) {
        expect(reopening.timestamp).toBeGreaterThanOrEqual(message.timestamp + REOPEN_DELAY_MS);
      }
    });
    expect(goals).toBe(finalScore.home + finalScore.away);
  });

  it('settles every market ever published, consistently with the final score', () => {
    const published = new Set(
      oddsChanges.flatMap((m) => m.markets.map((market) => `${market.type}|${market.specifiers}`)),
    );
    const settled = settlement?.markets ?? [];
    expect(new Set(settled.map((market) => `${market.type}|${market.specifiers}`))).toEqual(
      published,
    );
    const resultOf = (type: string, specifiers: string, id: string) =>
      settled
        .find((market) => market.type === type && market.specifiers === specifiers)
        ?.outcomes.find((outcome) => outcome.id === id);
    const goals = finalScore.home + finalScore.away;
    expect(resultOf('total', 'total=2.5', 'over')?.result).toBe(goals >= 3 ? 1 : 0);
    const winner =
      finalScore.home > finalScore.away
        ? 'home'
        : finalScore.home < finalScore.away
          ? 'away'
          : 'draw';
    expect(resultOf('1x2', '', winner)?.result).toBe(1);
    expect(resultOf('btts', '', 'yes')?.result).toBe(finalScore.home * finalScore.away > 0 ? 1 : 0);
    expect(resultOf('next_goal', 'goalnr=1', 'none')?.result).toBe(0);
  });
});

describe('the goal process', () => {
  it('scores on average the model rates, so the only edge is the margin', () => {
    const matches = 2000;
    const totals = { home: 0, away: 0 };
    for (let seed = 1; seed <= matches; seed += 1) {
      const match = createFootballMatch(fixture, seed);
      advanceFootballMatch(match, { now: NOW, simulatedSeconds: 90 * 60, margin: MARGIN });
      totals.home += match.score.home;
      totals.away += match.score.away;
    }
    if (fixture.model.sport !== 'football') throw new Error('football fixture expected');
    expect(Math.abs(totals.home / matches - fixture.model.homeRate)).toBeLessThan(0.1);
    expect(Math.abs(totals.away / matches - fixture.model.awayRate)).toBeLessThan(0.1);
  });
});

describe('red cards and missed penalties', () => {
  it('come about as often as their rates say, and a red card changes the rates priced', () => {
    if (fixture.model.sport !== 'football') throw new Error('football fixture expected');
    const matches = 2000;
    let redCards = 0;
    for (let seed = 1; seed <= matches; seed += 1) {
      const match = createFootballMatch(fixture, seed);
      advanceFootballMatch(match, { now: NOW, simulatedSeconds: 90 * 60, margin: MARGIN });
      const cards = match.incidents.filter((incident) => incident.kind === 'red_card');
      redCards += cards.length;
      if (cards.length === 1 && cards[0]?.side === 'home') {
        expect(match.model.homeRate).toBeCloseTo(fixture.model.homeRate * RED_CARD_EFFECT.carded);
        expect(match.model.awayRate).toBeCloseTo(fixture.model.awayRate * RED_CARD_EFFECT.opponent);
      }
    }
    expect(Math.abs(redCards / matches - 2 * RED_CARD_RATE)).toBeLessThan(0.04);
    // the fixture keeps its own rates
    expect(createFootballMatch(fixture, 1).model).toEqual(fixture.model);
  });

  it('stop every market, send the live state and reopen after the delay, the score unchanged', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const match = createFootballMatch(fixture, seed);
      const messages = openFootballMatch(match, NOW, MARGIN);
      for (let second = 1; match.phase !== 'over'; second += 1) {
        const step = { now: NOW + second * 1000, simulatedSeconds: 60, margin: MARGIN };
        const before = match.incidents.length;
        const stepMessages = advanceFootballMatch(match, step);
        messages.push(...stepMessages);
        const incident = match.incidents[before];
        if (incident?.kind !== 'red_card' || match.incidents.length !== before + 1) continue;
        expect(stepMessages[0]).toMatchObject({ kind: 'bet_stop' });
        expect(stepMessages[1]).toMatchObject({ kind: 'odds_change', markets: [] });
        // advanceFootballMatch moved the phase on: read it again, not as narrowed above
        if ((match.phase as FootballMatch['phase']) === 'over') return;
        const reopening = advanceFootballMatch(match, { ...step, now: step.now + REOPEN_DELAY_MS });
        expect(reopening.at(-1)).toMatchObject({ kind: 'odds_change' });
        return;
      }
    }
    throw new Error('no red card in 200 matches');
  });
});

describe('a match joining the feed in play', () => {
  it('has had its first minutes played, with as many goals as the model expects by then', () => {
    const matches = 2000;
    let homeGoals = 0;
    for (let seed = 1; seed <= matches; seed += 1) {
      const match = createFootballMatch(fixture, seed, 60);
      expect(match.minute).toBe(60);
      homeGoals += match.score.home;
    }
    if (fixture.model.sport !== 'football') throw new Error('football fixture expected');
    expect(Math.abs(homeGoals / matches - (fixture.model.homeRate * 60) / 90)).toBeLessThan(0.1);
    const [, opening] = openFootballMatch(createFootballMatch(fixture, 1, 60), NOW, MARGIN);
    expect(opening).toMatchObject({ event: { clock: { period: '2h', elapsedSeconds: 3600 } } });
  });
});

describe('the message stream applied to the book', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('ends with the event closed and every market settled', async () => {
    const messages = playWholeMatch(12);
    const statuses = await applyAndReadMarketStatuses(server.db, messages);
    expect(statuses.length).toBeGreaterThan(30);
    expect(statuses.filter((status) => status !== 'settled')).toEqual([]);
    const { rows: events } = await server.db.query<{ status: string }>(
      'SELECT status FROM sports_events WHERE id = $1',
      [fixture.eventId],
    );
    expect(events).toEqual([{ status: 'closed' }]);
  });
});
