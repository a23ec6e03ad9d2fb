import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../../testing/harness';
import type { BetSettlementMessage, FeedMessage, OddsChangeMessage } from '../feed-messages';
import {
  advanceBasketballMatch,
  createBasketballMatch,
  openBasketballMatch,
} from './basketball-match';
import {
  applyAndReadMarketStatuses,
  MARGIN,
  NOW,
  upcomingFixture,
} from '../../../../testing/sportsbook/simulator-test-support';

const fixture = upcomingFixture(5, 'basketball');

/** A whole game in steps of 30 simulated seconds. */
function playWholeGame(seed: number): FeedMessage[] {
  const match = createBasketballMatch(fixture, seed);
  const messages = openBasketballMatch(match, NOW, MARGIN);
  for (let step = 1; !match.isOver; step += 1) {
    const now = NOW + step * 1000;
    messages.push(...advanceBasketballMatch(match, { now, simulatedSeconds: 30, margin: MARGIN }));
  }
  return messages;
}

describe('a simulated basketball game', () => {
  const messages = playWholeGame(4);
  const ended = messages.find(
    (m): m is OddsChangeMessage => m.kind === 'odds_change' && m.event?.status === 'ended',
  );
  const score = ended?.event?.score ?? { home: 0, away: 0 };
  const settlement = messages.find((m): m is BetSettlementMessage => m.kind === 'bet_settlement');

  it('numbers its messages in order, never lowers a score and ends with a winner', () => {
    expect(messages.map((m) => m.seq)).toEqual(messages.map((_, index) => index + 1));
    let total = 0;
    for (const message of messages) {
      if (message.kind !== 'odds_change' || !message.event?.score) continue;
      const next = message.event.score.home + message.event.score.away;
      expect(next).toBeGreaterThanOrEqual(total);
      total = next;
    }
    expect(score.home + score.away).toBeGreaterThan(100);
    expect(score.home).not.toBe(score.away);
  });

  it('settles moneyline, spreads and totals from the final score', () => {
    for (const market of settlement?.markets ?? []) {
      const line = Number(market.specifiers.split('=')[1]);
      const homeWins =
        market.type === 'moneyline'
          ? score.home > score.away
          : market.type === 'spread'
            ? score.home - score.away + line > 0
            : score.home + score.away > line;
      const first = market.outcomes.find((o) => o.id === 'home' || o.id === 'over');
      expect(first?.result).toBe(homeWins ? 1 : 0);
    }
    expect(settlement?.markets.map((m) => m.type)).toContain('spread');
  });

  it('scores on average the expected margin and total', () => {
    if (fixture.model.sport !== 'basketball') throw new Error('basketball fixture expected');
    const games = 1000;
    let margins = 0;
    let totals = 0;
    for (let seed = 1; seed <= games; seed += 1) {
      const match = createBasketballMatch(fixture, seed);
      advanceBasketballMatch(match, { now: NOW, simulatedSeconds: 2880, margin: MARGIN });
      margins += match.score.home - match.score.away;
      totals += match.score.home + match.score.away;
    }
    expect(Math.abs(margins / games - fixture.model.expectedMargin)).toBeLessThan(1.5);
    expect(Math.abs(totals / games - fixture.model.expectedTotal)).toBeLessThan(3);
  });
});

describe('the basketball stream applied to the book', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('ends with every market settled', async () => {
    const statuses = await applyAndReadMarketStatuses(server.db, playWholeGame(6));
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status !== 'settled')).toEqual([]);
  });
});
