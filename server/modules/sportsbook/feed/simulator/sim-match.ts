// One interface over the three sports' matches, for the feed runner: create, open, play a step,
// and the match as JSON (what the runner stores, so another node continues it).
import type { FeedMessage } from '../feed-messages';
import {
  advanceBasketballMatch,
  createBasketballMatch,
  openBasketballMatch,
  type BasketballMatch,
} from './basketball-match';
import {
  advanceFootballMatch,
  createFootballMatch,
  openFootballMatch,
  type FootballMatch,
} from './football-match';
import type { PublishedMarkets } from './published-markets';
import { createRandom } from './random';
import type { SimFixture } from './schedule';
import {
  advanceTennisMatch,
  createTennisMatch,
  openTennisMatch,
  type TennisMatch,
} from './tennis-match';

export type SimMatch =
  | ({ sport: 'football' } & FootballMatch)
  | ({ sport: 'tennis' } & TennisMatch)
  | ({ sport: 'basketball' } & BasketballMatch);

export interface SimStep {
  now: number;
  simulatedSeconds: number;
  margin: number;
}

/** A 32-bit seed from a text (FNV-1a): an event's matches draw from their own stream. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** The match of a fixture; one joining in play has had `minute` minutes played silently. */
export function createMatch(fixture: SimFixture, minute = 0): SimMatch {
  const seed = seedOf(fixture.eventId);
  if (fixture.model.sport === 'football')
    return { sport: 'football', ...createFootballMatch(fixture, seed, minute) };
  if (fixture.model.sport === 'tennis')
    return { sport: 'tennis', ...createTennisMatch(fixture, seed, minute) };
  return { sport: 'basketball', ...createBasketballMatch(fixture, seed, minute) };
}

/** Its fixture_change and its prices (live ones when it has started). */
export function openMatch(match: SimMatch, now: number, margin: number): FeedMessage[] {
  if (match.sport === 'football') return openFootballMatch(match, now, margin);
  if (match.sport === 'tennis') return openTennisMatch(match, now, margin);
  return openBasketballMatch(match, now, margin);
}

export function advanceMatch(match: SimMatch, step: SimStep): FeedMessage[] {
  if (match.sport === 'football') return advanceFootballMatch(match, step);
  if (match.sport === 'tennis') return advanceTennisMatch(match, step);
  return advanceBasketballMatch(match, step);
}

export function isMatchOver(match: SimMatch): boolean {
  return match.sport === 'football' ? match.phase === 'over' : match.isOver;
}

/** When a stopped match reopens its markets (football after an incident, tennis after a set). */
export function reopensAt(match: SimMatch): number | null {
  if (match.sport === 'football') return match.phase === 'suspended' ? match.reopenAt : null;
  return match.sport === 'tennis' && match.reopenAt > 0 ? match.reopenAt : null;
}

/** The match as JSON: its random stream is not kept (a restored match draws from a new one). */
export function matchToJson(match: SimMatch): unknown {
  const { random: _random, published, ...rest } = match;
  const markets = [...published].map(([key, market]) => [
    key,
    { ...market, lastOdds: [...market.lastOdds] },
  ]);
  return { ...rest, published: markets };
}

/** A match from its JSON, drawing from a stream seeded by its event and its last seq. */
export function matchFromJson(json: unknown): SimMatch {
  const stored = json as SimMatch & {
    published: [string, { lastOdds: [string, number][] }][];
  };
  const published = new Map(
    stored.published.map(([key, market]) => [
      key,
      { ...market, lastOdds: new Map(market.lastOdds) },
    ]),
  ) as unknown as PublishedMarkets;
  const random = createRandom(seedOf(`${stored.eventId}:${String(stored.seq)}`));
  return { ...stored, published, random } as SimMatch;
}
