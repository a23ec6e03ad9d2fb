// A football match played by the simulator: goals arrive as the pricing model says they do (two
// Poisson processes, λ / 90 per minute each), so the book's only edge is its margin. Each step
// returns the feed messages it produced, in order, for the caller to apply.
import { type EventClock, type FeedMessage, type FixtureChangeMessage } from '../feed-messages';
import { priceFootball } from '../pricing/football';
import { REGULATION_MINUTES } from '../pricing/football-score-grid';
import { settleFootballMarket, type Side } from './football-settlement';
import { emit, emitFinalWhistle } from './message-stamp';
import { publishMarkets, settlePublished, type PublishedMarkets } from './published-markets';
import { createRandom, exponential, type Random } from './random';
import type { FootballModel, SimFixture } from './schedule';

/** How long markets stay suspended after a goal before they reopen at the new prices (real ms). */
export const REOPEN_DELAY_MS = 3_000;

export interface FootballMatch {
  eventId: string;
  fixture: FixtureChangeMessage['fixture'];
  model: FootballModel;
  minute: number;
  score: { home: number; away: number };
  goals: Side[];
  seq: number;
  phase: 'open' | 'suspended' | 'over';
  /** when markets suspended by a goal reopen (real ms) */
  reopenAt: number;
  /** every market ever published, by type and specifiers, with whether it is on offer now */
  published: PublishedMarkets;
  random: Random;
}

/** A step of play: `simulatedSeconds` of match time (real seconds × SPORTS_SIM_SPEED) at `now`. */
export interface FootballStep {
  now: number;
  simulatedSeconds: number;
  margin: number;
}

/**
 * A match of the schedule; one already in play at `minute` has had its first minutes played
 * (goals drawn, nothing published), so it joins the feed with a plausible score.
 */
export function createFootballMatch(fixture: SimFixture, seed: number, minute = 0): FootballMatch {
  if (fixture.model.sport !== 'football') throw new Error(`${fixture.eventId} is not football`);
  const match: FootballMatch = {
    eventId: fixture.eventId,
    fixture: fixture.fixture,
    model: fixture.model,
    minute: 0,
    score: { home: 0, away: 0 },
    goals: [],
    seq: 0,
    phase: 'open',
    reopenAt: 0,
    published: new Map(),
    random: createRandom(seed),
  };
  play(match, minute, () => undefined);
  return match;
}

/** The messages that open the match on the feed: its fixture and its current prices. */
export function openFootballMatch(
  match: FootballMatch,
  now: number,
  margin: number,
): FeedMessage[] {
  const messages: FeedMessage[] = [];
  emit(match, messages, now, { kind: 'fixture_change', fixture: match.fixture });
  const isLive = match.fixture.status !== 'not_started' || match.minute > 0;
  emit(match, messages, now, priceMessage(match, margin, isLive));
  return messages;
}

/** Plays a step: goals, suspensions and reopenings, prices, and at full time the settlement. */
export function advanceFootballMatch(match: FootballMatch, step: FootballStep): FeedMessage[] {
  const messages: FeedMessage[] = [];
  if (match.phase === 'over') return messages;
  play(match, step.simulatedSeconds / 60, () => announceGoal(match, messages, step.now));
  if (match.minute >= REGULATION_MINUTES) {
    finishMatch(match, messages, step.now);
  } else if (match.phase === 'open' || step.now >= match.reopenAt) {
    match.phase = 'open';
    emit(match, messages, step.now, priceMessage(match, step.margin, true));
  }
  return messages;
}

/**
 * Plays `minutes` of match time up to full time: goals arrive as two Poisson processes of rate
 * λ / 90 per minute, i.e. one of rate (λh + λa) / 90 whose goal is home's with λh / (λh + λa).
 */
function play(match: FootballMatch, minutes: number, onGoal: () => void): void {
  const { homeRate, awayRate } = match.model;
  const end = Math.min(REGULATION_MINUTES, match.minute + minutes);
  for (;;) {
    const goalAt =
      match.minute + exponential(match.random, (homeRate + awayRate) / REGULATION_MINUTES);
    if (goalAt >= end) {
      match.minute = end;
      return;
    }
    match.minute = goalAt;
    const side: Side = match.random() < homeRate / (homeRate + awayRate) ? 'home' : 'away';
    match.score[side] += 1;
    match.goals.push(side);
    onGoal();
  }
}

/** A goal: every market stops, the score goes out, the prices wait for the reopening. */
function announceGoal(match: FootballMatch, messages: FeedMessage[], now: number): void {
  emit(match, messages, now, { kind: 'bet_stop' });
  emit(match, messages, now, { kind: 'odds_change', event: liveEvent(match), markets: [] });
  match.phase = 'suspended';
  match.reopenAt = now + REOPEN_DELAY_MS;
}

/** Full time: stop, end, settle every market ever published, close. */
function finishMatch(match: FootballMatch, messages: FeedMessage[], now: number): void {
  match.minute = REGULATION_MINUTES;
  match.phase = 'over';
  const result = { score: { ...match.score }, goals: [...match.goals] };
  const settlements = settlePublished(match.published, (market) =>
    settleFootballMarket(market, result),
  );
  emitFinalWhistle(match, messages, now, { live: liveEvent(match), settlements });
}

/**
 * An odds_change at the current state: every priced market active, those gone deactivated; before
 * kick-off without the event's live state.
 */
function priceMessage(match: FootballMatch, margin: number, isLive: boolean) {
  const state = { ...match.model, minute: match.minute, score: match.score };
  const markets = publishMarkets(match.published, priceFootball(state, margin));
  return { kind: 'odds_change' as const, ...(isLive && { event: liveEvent(match) }), markets };
}

function liveEvent(match: FootballMatch) {
  const clock: EventClock = {
    period: match.minute < 45 ? '1h' : '2h',
    elapsedSeconds: Math.floor(match.minute * 60),
    isStopped: false,
  };
  return { status: 'live' as const, score: { ...match.score }, clock };
}
