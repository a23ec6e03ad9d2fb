// A best-of-three match: the current set from its state, every later set from 0:0 with the serve
// carried over. The result is the joint distribution of the final set score and the total games,
// from which match winner, set betting and total games are read.
import {
  nextSetServer,
  setScoreDistribution,
  type ServeChances,
  type SetScore,
  type SetState,
  type Side,
} from './tennis-set';

export const SETS_TO_WIN = 2;

/** A match in play: the completed sets' scores and the current set (a finished set is in `sets`). */
export interface TennisState extends SetState {
  sets: { home: number; away: number }[];
}

/** A final match result: sets won each, total games, probability. */
export interface MatchResult {
  setsHome: number;
  setsAway: number;
  games: number;
  probability: number;
}

const freshSet = (server: Side): SetState => ({
  games: { home: 0, away: 0 },
  points: { home: 0, away: 0 },
  server,
});

/** A match between sets: sets won, games so far, who serves the next set's first game. */
interface BetweenSets extends MatchResult {
  server: Side;
}

/** Adds a match state's probability into `states`, merging equal states. */
function merge(states: Map<string, BetweenSets>, state: BetweenSets) {
  const key = `${String(state.setsHome)}:${String(state.setsAway)}:${String(state.games)}:${state.server}`;
  const existing = states.get(key);
  if (existing) existing.probability += state.probability;
  else states.set(key, state);
}

/**
 * Every way the match can end from `state`, with its probability: the probability mass moves one
 * set at a time over (sets won, games so far, next server), equal states merged.
 */
export function matchResults(serve: ServeChances, state: TennisState): MatchResult[] {
  const freshSets = new Map<Side, SetScore[]>();
  const setsFrom = (server: Side) => {
    const sets = freshSets.get(server) ?? setScoreDistribution(serve, freshSet(server));
    freshSets.set(server, sets);
    return sets;
  };
  const setsHome = state.sets.filter((set) => set.home > set.away).length;
  let layer: BetweenSets[] = [
    {
      setsHome,
      setsAway: state.sets.length - setsHome,
      games: state.sets.reduce((sum, set) => sum + set.home + set.away, 0),
      server: state.server,
      probability: 1,
    },
  ];
  const results = new Map<string, BetweenSets>();
  for (let setIndex = 0; layer.length > 0; setIndex += 1) {
    const next = new Map<string, BetweenSets>();
    for (const before of layer) {
      if (before.setsHome === SETS_TO_WIN || before.setsAway === SETS_TO_WIN) {
        merge(results, before);
        continue;
      }
      const set = setIndex === 0 ? state : freshSet(before.server);
      const finals = setIndex === 0 ? setScoreDistribution(serve, state) : setsFrom(before.server);
      for (const final of finals) {
        const homeWon = final.home > final.away ? 1 : 0;
        merge(next, {
          setsHome: before.setsHome + homeWon,
          setsAway: before.setsAway + 1 - homeWon,
          games: before.games + final.home + final.away,
          server: nextSetServer(set, final),
          probability: before.probability * final.probability,
        });
      }
    }
    layer = [...next.values()];
  }
  return [...results.values()];
}
