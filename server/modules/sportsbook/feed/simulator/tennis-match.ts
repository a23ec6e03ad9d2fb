// A best-of-three tennis match played point by point: each point goes to its server with his
// serve-point chance, the same chances `priceTennis` prices with, so the book's only edge is its
// margin. Games to four points by two, sets to six games by two with a tiebreak at 6:6.
import type {
  EventScore,
  FeedMessage,
  FixtureChangeMessage,
  OutcomeResult,
} from '../feed-messages';
import { priceTennis } from '../../pricing/tennis';
import { SETS_TO_WIN } from '../../pricing/tennis-match';
import { isFirstServersPoint } from '../../pricing/tennis-points';
import { other, type Side } from '../../pricing/tennis-set';
import { emit, emitFinalWhistle } from './message-stamp';
import { publishMarkets, settlePublished, type PublishedMarkets } from './published-markets';
import { createRandom, type Random } from './random';
import type { SimFixture, TennisModel } from './schedule';

/** Simulated seconds a point takes, changeovers included (a best of three lasts about 1 h 45). */
export const SECONDS_PER_POINT = 40;
/** How long markets stay stopped after a set is won (real ms). */
export const SET_REOPEN_DELAY_MS = 3_000;
const GAME_POINTS = ['0', '15', '30', '40'];

export interface TennisMatch {
  eventId: string;
  fixture: FixtureChangeMessage['fixture'];
  model: TennisModel;
  /** the sets played, games each */
  sets: { home: number; away: number }[];
  games: { home: number; away: number };
  /** the current game's points (a tiebreak's at 6:6) */
  points: { home: number; away: number };
  /** who serves the current game; in a tiebreak, who served its first point */
  gameServer: Side;
  /** simulated seconds played, and those not yet enough for a point */
  secondsPlayed: number;
  secondsOwed: number;
  seq: number;
  isOver: boolean;
  /** when markets stopped at the end of a set reopen (real ms; 0 when not stopped) */
  reopenAt: number;
  published: PublishedMarkets;
  random: Random;
}

export interface TennisStep {
  now: number;
  simulatedSeconds: number;
  margin: number;
}

/**
 * A match of the schedule; one joining in play has had about `minute` minutes of points played
 * (fewer when those would have ended it: it joins still in play).
 */
export function createTennisMatch(fixture: SimFixture, seed: number, minute = 0): TennisMatch {
  if (fixture.model.sport !== 'tennis') throw new Error(`${fixture.eventId} is not tennis`);
  const model = fixture.model;
  for (let minutes = minute; ; minutes /= 2) {
    const random = createRandom(seed);
    const match: TennisMatch = {
      eventId: fixture.eventId,
      fixture: fixture.fixture,
      model,
      sets: [],
      games: { home: 0, away: 0 },
      points: { home: 0, away: 0 },
      gameServer: random() < 0.5 ? 'home' : 'away',
      secondsPlayed: 0,
      secondsOwed: 0,
      seq: 0,
      isOver: false,
      reopenAt: 0,
      published: new Map(),
      random,
    };
    play(match, minutes * 60);
    if (!match.isOver) return match;
  }
}

/** The messages that open the match on the feed: its fixture and its current prices. */
export function openTennisMatch(match: TennisMatch, now: number, margin: number): FeedMessage[] {
  const messages: FeedMessage[] = [];
  emit(match, messages, now, { kind: 'fixture_change', fixture: match.fixture });
  const isLive = match.fixture.status !== 'not_started' || match.secondsPlayed > 0;
  emit(match, messages, now, priceMessage(match, margin, isLive));
  return messages;
}

/**
 * Plays a step's points; prices at its end, or at match point won settles every market. A set
 * won stops every market: the score goes out and the prices wait `SET_REOPEN_DELAY_MS`.
 */
export function advanceTennisMatch(match: TennisMatch, step: TennisStep): FeedMessage[] {
  const messages: FeedMessage[] = [];
  if (match.isOver) return messages;
  const setsBefore = match.sets.length;
  play(match, step.simulatedSeconds);
  if (!match.isOver && match.sets.length > setsBefore) {
    emit(match, messages, step.now, { kind: 'bet_stop' });
    emit(match, messages, step.now, { kind: 'odds_change', event: liveEvent(match), markets: [] });
    match.reopenAt = step.now + SET_REOPEN_DELAY_MS;
    return messages;
  }
  if (!match.isOver) {
    if (step.now < match.reopenAt) {
      // the points go on while the markets wait
      emit(match, messages, step.now, {
        kind: 'odds_change',
        event: liveEvent(match),
        markets: [],
      });
      return messages;
    }
    match.reopenAt = 0;
    emit(match, messages, step.now, priceMessage(match, step.margin, true));
    return messages;
  }
  const settlements = settlePublished(match.published, (market) =>
    market.outcomeIds.map((id) => settleOutcome(market.type, market.specifiers, id, match)),
  );
  emitFinalWhistle(match, messages, step.now, { live: liveEvent(match), settlements });
  return messages;
}

/** Who serves the next point: the game's server, in a tiebreak by turns of two. */
export function pointServer(match: TennisMatch): Side {
  if (!isTiebreak(match)) return match.gameServer;
  const index = match.points.home + match.points.away;
  return isFirstServersPoint(index) ? match.gameServer : other(match.gameServer);
}

const isTiebreak = (match: TennisMatch) => match.games.home === 6 && match.games.away === 6;

/** Plays the points `seconds` of match time hold, up to the match's end. */
function play(match: TennisMatch, seconds: number): void {
  match.secondsOwed += seconds;
  while (!match.isOver && match.secondsOwed >= SECONDS_PER_POINT) {
    match.secondsOwed -= SECONDS_PER_POINT;
    match.secondsPlayed += SECONDS_PER_POINT;
    playPoint(match);
  }
}

function playPoint(match: TennisMatch): void {
  const server = pointServer(match);
  const winner = match.random() < match.model.serve[server] ? server : other(server);
  match.points[winner] += 1;
  const target = isTiebreak(match) ? 7 : 4;
  const { home, away } = match.points;
  if (Math.max(home, away) < target || Math.abs(home - away) < 2) return;
  match.points = { home: 0, away: 0 };
  // after a tiebreak, its first receiver serves first in the next set: the same alternation
  match.gameServer = other(match.gameServer);
  match.games[winner] += 1;
  const games = match.games;
  const leader = Math.max(games.home, games.away);
  if (leader < 6 || (leader === 6 && Math.abs(games.home - games.away) < 2)) return;
  match.sets.push({ ...games });
  match.games = { home: 0, away: 0 };
  const { home: setsHome, away: setsAway } = setsWon(match);
  match.isOver = setsHome === SETS_TO_WIN || setsAway === SETS_TO_WIN;
}

function setsWon(match: TennisMatch): { home: number; away: number } {
  const home = match.sets.filter((set) => set.home > set.away).length;
  return { home, away: match.sets.length - home };
}

/** Match winner, set betting and total games from the final sets. */
function settleOutcome(
  type: string,
  specifiers: Record<string, string>,
  id: string,
  match: TennisMatch,
): OutcomeResult {
  const sets = setsWon(match);
  let isWon: boolean;
  if (type === 'match_winner') isWon = sets.home > sets.away === (id === 'home');
  else if (type === 'set_betting') isWon = id === `${String(sets.home)}:${String(sets.away)}`;
  else {
    const games = match.sets.reduce((sum, set) => sum + set.home + set.away, 0);
    isWon = games > Number(specifiers.total) === (id === 'over');
  }
  return { id, result: isWon ? 1 : 0 };
}

function priceMessage(match: TennisMatch, margin: number, isLive: boolean) {
  const state = {
    sets: match.sets,
    games: match.games,
    points: match.points,
    server: pointServer(match),
  };
  const markets = publishMarkets(match.published, priceTennis(match.model.serve, state, margin));
  return { kind: 'odds_change' as const, ...(isLive && { event: liveEvent(match) }), markets };
}

/** Sets won, each set's games (the current one last), the game's points as shown. */
export function tennisScore(match: TennisMatch): EventScore {
  const periods = match.isOver ? match.sets : [...match.sets, match.games];
  const score: EventScore = { ...setsWon(match), periods: periods.map((set) => ({ ...set })) };
  if (!match.isOver) score.current = shownPoints(match);
  return score;
}

/** 0, 15, 30, 40 and AD; a tiebreak's points as numbers. */
function shownPoints(match: TennisMatch): { home: string; away: string } {
  const { home, away } = match.points;
  if (isTiebreak(match)) return { home: String(home), away: String(away) };
  if (home >= 3 && away >= 3) {
    if (home === away) return { home: '40', away: '40' };
    return home > away ? { home: 'AD', away: '40' } : { home: '40', away: 'AD' };
  }
  return { home: GAME_POINTS[home] ?? '40', away: GAME_POINTS[away] ?? '40' };
}

function liveEvent(match: TennisMatch) {
  const clock = {
    period: `set${String(Math.min(match.sets.length + 1, 3))}`,
    elapsedSeconds: match.secondsPlayed,
    isStopped: false,
  };
  return { status: 'live' as const, score: tennisScore(match), clock };
}
