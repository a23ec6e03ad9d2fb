import type { Hono } from 'hono';
import type { Call } from '../../../contract/call';
import {
  HOUSE_LIMITS,
  houseDice,
  houseHiLoCashOut,
  houseHiLoGuess,
  houseHiLoStart,
  houseHistory,
  houseLimbo,
  houseOpen,
  houseRotateSeed,
  houseRoulette,
  type SeedsInPlay,
} from '../../../contract/house-page/house';
import { DEFAULT_HOUSE_EDGE } from '../../../contract/provably-fair';
import type { AppDeps } from '../../deps';
import { bindHouseCall, type HouseHandler } from './bind-house-call';
import type { GameEngine } from '../../modules/house/engine-for-game';
import { planHiLo } from '../../modules/house/hi-lo';
import { continueHiLo } from '../../modules/house/hi-lo-round';
import { createHouse } from '../../modules/house/house-context';
import { walletThroughApp } from '../../modules/house/house-wallet';
import { HouseRefusal } from '../../modules/house/house-refusal';
import { openSession, type HouseSession } from '../../modules/house/house-session';
import { planDice, planLimbo, planRoulette } from '../../modules/house/instant-games';
import { recoverRounds } from '../../modules/house/recovery';
import { playRound } from '../../modules/house/round-flow';
import type { RoundPlan } from '../../modules/house/round-plan';
import { toHouseRound } from '../../modules/house/round-view';
import {
  findOpenRound,
  findRound,
  hasOpenRound,
  listRounds,
} from '../../modules/house/rounds-repository';
import {
  findActiveSeeds,
  lockActiveSeeds,
  retirePair,
  seedsInPlay,
} from '../../modules/house/seeds-repository';

const HISTORY_LENGTH = 50;

/** The house edge a game's engine plays with: roulette's is its zero, crash's is configured. */
const houseEdgeOf = (engine: GameEngine, crashEdge: number) => {
  if (engine === 'roulette' || engine === 'live-roulette') return 1 / 37;
  return engine === 'crash' ? crashEdge : DEFAULT_HOUSE_EDGE;
};

/**
 * The house provider's API under /house/api/ (contract/house-page/house.ts). It moves money only through
 * the seamless wallet, by default in-process through `app` itself; `walletFetch` replaces that
 * transport. Its recovery pass over the whole house is background work (server/composition.ts).
 */
export function registerHouseGameCalls(
  app: Hono,
  deps: AppDeps,
  options: { walletFetch?: typeof fetch } = {},
): void {
  const send = options.walletFetch ?? walletThroughApp(app);
  const house = createHouse(deps, send);
  const bind = <C extends Call>(call: C, handler: HouseHandler<C>) =>
    bindHouseCall(app, deps.config.BODY_LIMIT_BYTES, call, handler);

  async function played(roundId: string, balance: number, seeds: SeedsInPlay) {
    const round = await findRound(house.db, roundId);
    if (!round) throw new Error(`house round ${roundId} vanished`);
    return { status: 1 as const, round: toHouseRound(round), balance, seeds };
  }

  async function play(session: HouseSession, plan: RoundPlan) {
    // a player's own unfinished rounds are settled before their next bet
    await recoverRounds(house, session.player);
    const round = await playRound(house, session, plan);
    return played(round.roundId, round.balance, round.seeds);
  }

  bind(houseOpen, async (input) => {
    const session = await openSession(house, input);
    const { game } = session;
    const openRound = await findOpenRound(house.db, session.player, game.slug);
    return {
      status: 1 as const,
      game: { slug: game.slug, name: game.name, engine: game.engine },
      balance: session.balance,
      currency: session.currency,
      houseEdge: houseEdgeOf(game.engine, deps.config.LIVE_CRASH_HOUSE_EDGE),
      limits: { ...HOUSE_LIMITS },
      seeds: seedsInPlay(await findActiveSeeds(house.db, session.player)),
      openRound: openRound && toHouseRound(openRound),
    };
  });

  bind(houseDice, async (input) => {
    const plan = planDice(input);
    return play(await openSession(house, input, 'dice'), plan);
  });

  bind(houseLimbo, async (input) => {
    const plan = planLimbo(input);
    return play(await openSession(house, input, 'limbo'), plan);
  });

  bind(houseRoulette, async (input) => {
    const plan = planRoulette(input);
    return play(await openSession(house, input, 'roulette'), plan);
  });

  bind(houseHiLoStart, async (input) => {
    const plan = planHiLo(input.amount);
    return play(await openSession(house, input, 'hi-lo'), plan);
  });

  const continueRound = async (
    input: { token: string; game: string; roundId: string },
    action: Parameters<typeof continueHiLo>[3],
  ) => {
    const session = await openSession(house, input, 'hi-lo');
    const { balance } = await continueHiLo(house, session, input.roundId, action);
    const seeds = await findActiveSeeds(house.db, session.player);
    return played(input.roundId, balance, seedsInPlay(seeds));
  };
  bind(houseHiLoGuess, (input) => continueRound(input, input.guess));
  bind(houseHiLoCashOut, (input) => continueRound(input, 'cash-out'));

  bind(houseRotateSeed, async (input) => {
    const { player } = await openSession(house, input);
    const { revealed, next } = await house.db.transaction(async (tx) => {
      const pair = await lockActiveSeeds(tx, player);
      // an open Hi-Lo round still draws from this pair: its seed stays secret until it ends
      if (await hasOpenRound(tx, player)) throw new HouseRefusal('round_in_progress');
      return retirePair(tx, player, pair, input.clientSeed);
    });
    return { status: 1 as const, revealed, seeds: seedsInPlay(next) };
  });

  bind(houseHistory, async (input) => {
    const { player } = await openSession(house, input);
    const rounds = await listRounds(house.db, player, HISTORY_LENGTH);
    return { status: 1 as const, rounds: rounds.map(toHouseRound) };
  });
}
