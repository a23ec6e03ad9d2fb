// A football match played by the simulator: goals arrive as the pricing model says they do (two
// Poisson processes, λ / 90 per minute each), so the book's only edge is its margin. Red cards
// (which change the rates for the rest of the match, and so the prices) and missed penalties
// stop the markets as goals do. Each step returns the feed messages it produced, in order, for
// the caller to apply.
import { type EventClock, type FeedMessage, type FixtureChangeMessage } from '../feed-messages';
import { priceFootball } from '../../pricing/football';
import { REGULATION_MINUTES } from '../../pricing/football-score-grid';
import { settleFootballMarket, type Side } from './football-settlement';
import { emit, emitFinalWhistle } from './message-stamp';
import { publishMarkets, settlePublished, type PublishedMarkets } from './published-markets';
import { createRandom, exponential, type Random } from './random';
import type { FootballModel, SimFixture } from './schedule';

/** How long markets stay suspended after a goal before they reopen at the new prices (real ms). */
export const REOPEN_DELAY_MS = 3_000;
/** Per team and match: red cards shown, and penalties missed (those scored are model goals). */
export const RED_CARD_RATE = 0.1;
export const MISSED_PENALTY_RATE = 0.03;
/** A team down to ten scores at 70 % of its rate for the rest of the match, the other at 115 %. */
export const RED_CARD_EFFECT = { carded: 0.7, opponent: 1.15 };

/** What happens in a match besides the clock running, each a Poisson process of its own. */
export interface FootballIncident {
  kind: 'goal' | 'red_card' | 'missed_penalty';
  side: Side;
  minute: number;
}

export interface FootballMatch {
  eventId: string;
  fixture: FixtureChangeMessage['fixture'];
  model: FootballModel;
  minute: number;
  score: { home: number; away: number };
  goals: Side[];
  /** every goal, red card and missed penalty, in order */
  incidents: FootballIncident[];
  seq: number;
  phase: 'open' | 'suspended' | 'over';
  /** when markets suspended by an incident reopen (real ms) */
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
    // a red card changes the rates: the match's own copy
    model: { ...fixture.model },
    minute: 0,
    score: { home: 0, away: 0 },
    goals: [],
    incidents: [],
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

/** Plays a step: incidents, suspensions and reopenings, prices, and at full time the settlement. */
export function advanceFootballMatch(match: FootballMatch, step: FootballStep): FeedMessage[] {
  const messages: FeedMessage[] = [];
  if (match.phase === 'over') return messages;
  play(match, step.simulatedSeconds / 60, () => announceIncident(match, messages, step.now));
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
 * λ / 90 per minute, red cards and missed penalties as processes of their own; the next incident
 * of all of them comes at their summed rate and is each one's with its share of that rate.
 */
function play(match: FootballMatch, minutes: number, onIncident: () => void): void {
  const end = Math.min(REGULATION_MINUTES, match.minute + minutes);
  for (;;) {
    const { homeRate, awayRate } = match.model;
    const rates: (readonly [FootballIncident['kind'], Side, number])[] = [
      ['goal', 'home', homeRate],
      ['goal', 'away', awayRate],
      ['red_card', 'home', RED_CARD_RATE],
      ['red_card', 'away', RED_CARD_RATE],
      ['missed_penalty', 'home', MISSED_PENALTY_RATE],
      ['missed_penalty', 'away', MISSED_PENALTY_RATE],
    ];
    const total = rates.reduce((sum, [, , rate]) => sum + rate, 0);
    const at = match.minute + exponential(match.random, total / REGULATION_MINUTES);
    if (at >= end) {
      match.minute = end;
      return;
    }
    match.minute = at;
    let draw = match.random() * total;
    const [kind, side] = rates.find(([, , rate]) => (draw -= rate) < 0) ?? ['goal', 'home'];
    match.incidents.push({ kind, side, minute: at });
    if (kind === 'goal') {
      match.score[side] += 1;
      match.goals.push(side);
    } else if (kind === 'red_card') {
      const home = side === 'home' ? RED_CARD_EFFECT.carded : RED_CARD_EFFECT.opponent;
      const away = side === 'away' ? RED_CARD_EFFECT.carded : RED_CARD_EFFECT.opponent;
      match.model.homeRate *= home;
      match.model.awayRate *= away;
    }
    onIncident();
  }
}

/** A goal, red card or missed penalty: every market stops, the state goes out, prices wait. */
export function announceIncident(match: FootballMatch, messages: FeedMessage[], now: number): void {
  emit(match, messages, now, { kind: 'bet_stop' });
  emit(match, messages, now, { kind: 'odds_change', event: liveEvent(match), markets: [] });
  match.phase = 'suspended';
  match.reopenAt = now + REOPEN_DELAY_MS;
}

/** Full time: stop, end, settle every market ever published, close. */
export function finishMatch(match: FootballMatch, messages: FeedMessage[], now: number): void {
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
export function priceMessage(match: FootballMatch, margin: number, isLive: boolean) {
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
