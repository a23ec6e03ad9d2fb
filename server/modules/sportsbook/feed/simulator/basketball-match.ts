// A basketball game played by the simulator from the pricing model: the margin (home − away) and
// the total move as Brownian motions whose drift and spread over the time left are the Normal
// distributions `priceBasketball` prices with, so the book's only edge is its margin. A tie at the
// end of regulation plays five-minute overtimes until it breaks.
import { type FeedMessage, type FixtureChangeMessage, type OutcomeResult } from '../feed-messages';
import { BASKETBALL_DEVIATION, priceBasketball } from '../../pricing/basketball';
import { emit, emitFinalWhistle } from './message-stamp';
import { publishMarkets, settlePublished, type PublishedMarkets } from './published-markets';
import { createRandom, normal, type Random } from './random';
import type { BasketballModel, SimFixture } from './schedule';

const OVERTIME_SECONDS = 300;

export interface BasketballMatch {
  eventId: string;
  fixture: FixtureChangeMessage['fixture'];
  model: BasketballModel;
  secondsPlayed: number;
  /** the seconds the game lasts: regulation, plus overtimes as ties need them */
  secondsToPlay: number;
  /** the continuous margin and total the score follows */
  latent: { margin: number; total: number };
  score: { home: number; away: number };
  seq: number;
  isOver: boolean;
  published: PublishedMarkets;
  random: Random;
}

export interface BasketballStep {
  now: number;
  simulatedSeconds: number;
  margin: number;
}

/** A game of the schedule; one joining in play has had `minute` minutes of its clock played. */
export function createBasketballMatch(
  fixture: SimFixture,
  seed: number,
  minute = 0,
): BasketballMatch {
  if (fixture.model.sport !== 'basketball') throw new Error(`${fixture.eventId} is not basketball`);
  const match: BasketballMatch = {
    eventId: fixture.eventId,
    fixture: fixture.fixture,
    model: fixture.model,
    secondsPlayed: 0,
    secondsToPlay: fixture.model.regulationSeconds,
    latent: { margin: 0, total: 0 },
    score: { home: 0, away: 0 },
    seq: 0,
    isOver: false,
    published: new Map(),
    random: createRandom(seed),
  };
  // joining in play: never past regulation, so the game is still on
  play(match, Math.min(minute * 60, fixture.model.regulationSeconds - 60));
  return match;
}

/** The messages that open the game on the feed: its fixture and its current prices. */
export function openBasketballMatch(match: BasketballMatch, now: number, margin: number) {
  const messages: FeedMessage[] = [];
  emit(match, messages, now, { kind: 'fixture_change', fixture: match.fixture });
  const isLive = match.fixture.status !== 'not_started' || match.secondsPlayed > 0;
  emit(match, messages, now, priceMessage(match, margin, isLive));
  return messages;
}

/** Plays a step; prices at its end, or at the final whistle settles every market. */
export function advanceBasketballMatch(match: BasketballMatch, step: BasketballStep) {
  const messages: FeedMessage[] = [];
  if (match.isOver) return messages;
  play(match, Math.min(step.simulatedSeconds, match.secondsToPlay - match.secondsPlayed));
  if (match.secondsPlayed >= match.secondsToPlay && match.score.home === match.score.away) {
    match.secondsToPlay += OVERTIME_SECONDS;
  }
  if (match.secondsPlayed < match.secondsToPlay) {
    emit(match, messages, step.now, priceMessage(match, step.margin, true));
    return messages;
  }
  match.isOver = true;
  const settlements = settlePublished(match.published, (market) =>
    market.outcomeIds.map((id) => settleOutcome(market.type, market.specifiers, id, match)),
  );
  emitFinalWhistle(match, messages, step.now, { live: liveEvent(match), settlements });
  return messages;
}

/** `seconds` of play: the latent margin and total move, the score follows (it never goes down). */
function play(match: BasketballMatch, seconds: number): void {
  if (seconds <= 0) return;
  const share = seconds / match.model.regulationSeconds;
  const { expectedMargin, expectedTotal } = match.model;
  match.latent.margin += normal(
    match.random,
    expectedMargin * share,
    BASKETBALL_DEVIATION.margin * Math.sqrt(share),
  );
  match.latent.total += normal(
    match.random,
    expectedTotal * share,
    BASKETBALL_DEVIATION.total * Math.sqrt(share),
  );
  const home = Math.round((match.latent.total + match.latent.margin) / 2);
  const away = Math.round((match.latent.total - match.latent.margin) / 2);
  match.score = { home: Math.max(match.score.home, home), away: Math.max(match.score.away, away) };
  match.secondsPlayed += seconds;
}

/** An outcome's result from the final score: spreads and totals are on half points. */
function settleOutcome(
  type: string,
  specifiers: Record<string, string>,
  id: string,
  match: BasketballMatch,
): OutcomeResult {
  const { home, away } = match.score;
  let homeSideWins: boolean;
  if (type === 'moneyline') homeSideWins = home > away;
  else if (type === 'spread') homeSideWins = home - away + Number(specifiers.hcp) > 0;
  else homeSideWins = home + away > Number(specifiers.total);
  const isFirstSide = id === 'home' || id === 'over';
  return { id, result: homeSideWins === isFirstSide ? 1 : 0 };
}

function priceMessage(match: BasketballMatch, margin: number, isLive: boolean) {
  const state = {
    ...match.model,
    secondsLeft: Math.max(0, match.model.regulationSeconds - match.secondsPlayed),
    score: match.score,
  };
  const markets = publishMarkets(match.published, priceBasketball(state, margin));
  return { kind: 'odds_change' as const, ...(isLive && { event: liveEvent(match) }), markets };
}

/** Quarters of a quarter of regulation each, then overtimes; the clock counts down. */
function liveEvent(match: BasketballMatch) {
  const quarter = match.model.regulationSeconds / 4;
  const played = match.secondsPlayed;
  const isOvertime = played >= match.model.regulationSeconds;
  const periodLength = isOvertime ? OVERTIME_SECONDS : quarter;
  const periodStart = isOvertime
    ? match.secondsToPlay - OVERTIME_SECONDS
    : Math.min(Math.floor(played / quarter), 3) * quarter;
  const period = isOvertime ? 'ot' : `q${String(periodStart / quarter + 1)}`;
  const remainingSeconds = Math.max(0, Math.round(periodStart + periodLength - played));
  const clock = { period, elapsedSeconds: Math.round(played), remainingSeconds, isStopped: false };
  return { status: 'live' as const, score: { ...match.score }, clock };
}
