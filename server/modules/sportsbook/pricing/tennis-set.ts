// A set: games to 6 by two clear, a tiebreak at 6:6 (7:6). Its result is the distribution of the
// final set score, which gives both who wins it and how many games it had (total games, and who
// serves first in the next set).
import { holdProbability, isFirstServersPoint, tiebreakProbability } from './tennis-points';

/** Each player's chance of winning a point on his own serve. */
export interface ServeChances {
  home: number;
  away: number;
}

export type Side = 'home' | 'away';

/** A final set score with its probability. */
export interface SetScore {
  home: number;
  away: number;
  probability: number;
}

/** A set in progress: games, points of the current game (tiebreak points at 6:6), next server. */
export interface SetState {
  games: { home: number; away: number };
  points: { home: number; away: number };
  /** Who serves the next point. */
  server: Side;
}

export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

const GAMES_TO_WIN = 6;

/** Whether a set score is final: 6 by two clear, or 7. */
function isSetOver(home: number, away: number): boolean {
  const leader = Math.max(home, away);
  return leader === GAMES_TO_WIN + 1 || (leader >= GAMES_TO_WIN && Math.abs(home - away) >= 2);
}

const isTiebreak = (games: SetState['games']) =>
  games.home === GAMES_TO_WIN && games.away === GAMES_TO_WIN;

/** Adds `probability` to the score home:away of `scores`. */
function addScore(scores: Map<string, SetScore>, home: number, away: number, probability: number) {
  const key = `${String(home)}:${String(away)}`;
  const existing = scores.get(key);
  if (existing) existing.probability += probability;
  else scores.set(key, { home, away, probability });
}

/** Who serves the current game; in a tiebreak, who served its first point. */
function gameServerOf(state: SetState): Side {
  const pointIndex = state.points.home + state.points.away;
  return isTiebreak(state.games) && !isFirstServersPoint(pointIndex)
    ? other(state.server)
    : state.server;
}

/** Home's chance of winning a game (or tiebreak) served by `gameServer` from `points`. */
function gameProbability(
  serve: ServeChances,
  games: SetState['games'],
  points: SetState['points'],
  gameServer: Side,
): number {
  if (isTiebreak(games)) {
    return tiebreakProbability(
      serve.home,
      serve.away,
      points.home,
      points.away,
      gameServer === 'home',
    );
  }
  return gameServer === 'home'
    ? holdProbability(serve.home, points.home, points.away)
    : 1 - holdProbability(serve.away, points.away, points.home);
}

/**
 * The final set scores from a set state: the current game from its points, every later game from
 * 0:0 with the serve alternating (the tiebreak's first server is the one whose turn it is). The
 * probability mass moves one game at a time across the grid of game scores.
 */
export function setScoreDistribution(serve: ServeChances, state: SetState): SetScore[] {
  const finals: SetScore[] = [];
  const startServer = gameServerOf(state);
  // a game from 0:0 depends only on its server and whether it is the tiebreak: four values
  const known = new Map<string, number>();
  const fromZero = (games: SetState['games'], server: Side) => {
    const key = `${String(isTiebreak(games))}:${server}`;
    const chance = known.get(key) ?? gameProbability(serve, games, { home: 0, away: 0 }, server);
    known.set(key, chance);
    return chance;
  };
  let layer = [{ home: state.games.home, away: state.games.away, probability: 1 }];
  for (let played = 0; layer.length > 0; played += 1) {
    const server = played % 2 === 0 ? startServer : other(startServer);
    const next = new Map<string, SetScore>();
    for (const { home, away, probability } of layer) {
      const homeWins =
        played === 0
          ? gameProbability(serve, { home, away }, state.points, server)
          : fromZero({ home, away }, server);
      addScore(next, home + 1, away, probability * homeWins);
      addScore(next, home, away + 1, probability * (1 - homeWins));
    }
    layer = [];
    for (const score of next.values()) {
      if (isSetOver(score.home, score.away)) finals.push(score);
      else layer.push(score);
    }
  }
  return finals;
}

/** Who serves the first game of the next set: the serve alternates every game, tiebreak included. */
export function nextSetServer(state: SetState, final: SetScore): Side {
  const gamesLeft = final.home + final.away - state.games.home - state.games.away;
  return gamesLeft % 2 === 0 ? gameServerOf(state) : other(gameServerOf(state));
}
