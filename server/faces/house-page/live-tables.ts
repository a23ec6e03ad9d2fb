// The live tables' house calls (contract/house-page/live-tables.ts), served by every node from the
// database's state and clock; the rounds themselves run on the singleton's holder.
import { sha256hex } from '../../modules/live/chain';
import {
  liveCrashBet,
  liveCrashCashOut,
  liveMyRounds,
  liveRouletteBet,
  liveRouletteUndo,
  liveRoundProof,
  liveTableState,
  LIVE_ENGINES,
} from '../../../contract/house-page/live-tables';
import { satoshisToMbtc } from '../../../contract/money';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { bindHouseCall, type HouseHandler } from './bind-house-call';
import { createHouse } from '../../modules/house/house-context';
import { walletThroughApp } from '../../modules/house/house-wallet';
import { createLiveContext } from '../../modules/live/live-context';
import { createLivePublisher } from '../../modules/live/publisher';
import type { Call } from '../../../contract/call';
import { isLiveEngine } from '../../modules/house/engine-for-game';
import { HouseRefusal } from '../../modules/house/house-refusal';
import { openSession } from '../../modules/house/house-session';
import {
  cashOut,
  placeBets,
  planCrashBet,
  planRouletteChips,
  undoLastChips,
} from '../../modules/live/bet-flow';
import { chainById, type StoredChain } from '../../modules/live/chain-store';
import {
  betsOfPlayer,
  betsOfRound,
  databaseNow,
  findRoundByIndex,
  findRoundInPlay,
  recentRounds,
  roundsOfPlayer,
} from '../../modules/live/repository';
import { toLiveBets, toLiveRound } from '../../modules/live/views';

const RECENT_ROUNDS = 100;
const MY_ROUNDS = 20;

const fairnessOf = (chain: StoredChain, houseEdge: number) => ({
  terminatingHash: chain.terminatingHash,
  salt: chain.salt,
  saltSource: chain.saltSource,
  houseEdge,
});

/**
 * The live tables' calls under /house/api/live/ (part of the house provider: money only through
 * the seamless wallet, by default in-process through `app`). This node's bets and cash-outs go to
 * the tables' rooms from here.
 */
export function registerHouseLiveTableCalls(
  app: Hono,
  deps: AppDeps,
  options: { walletFetch?: typeof fetch } = {},
): void {
  const house = createHouse(deps, options.walletFetch ?? walletThroughApp(app));
  const live = createLiveContext(house, deps.realtime, deps.config);
  const publisher = createLivePublisher(deps.realtime);
  const bind = <C extends Call>(call: C, handler: HouseHandler<C>) =>
    bindHouseCall(app, deps.config.BODY_LIMIT_BYTES, call, handler);
  const openTable = (input: { token: string; game: string }) =>
    openSession(house, input, LIVE_ENGINES);

  bind(liveTableState, async (input) => {
    const session = await openTable(input);
    const table = session.game.slug;
    const engine = session.game.engine;
    if (!isLiveEngine(engine)) throw new HouseRefusal('table_closed');
    const recent = await recentRounds(house.db, table, RECENT_ROUNDS);
    const round = (await findRoundInPlay(house.db, table)) ?? recent[0];
    const chain = round && (await chainById(house.db, round.chain_id));
    if (!round || !chain) throw new HouseRefusal('table_closed');
    const settings = live.settingsOf(engine);
    return {
      status: 1 as const,
      table: {
        slug: table,
        engine,
        round: toLiveRound(round),
        bets: toLiveBets(await betsOfRound(house.db, round.id), session.player),
        recent: recent.map((row) => ({ roundId: row.id, index: row.idx, result: row.result })),
        fairness: fairnessOf(chain, settings.edge),
        limits: {
          minStake: satoshisToMbtc(settings.minStake),
          maxStake: satoshisToMbtc(settings.maxStake),
          maxWin: satoshisToMbtc(settings.maxWin),
        },
        serverTime: await databaseNow(house.db),
      },
      balance: session.balance,
    };
  });

  bind(liveCrashBet, async (input) => {
    const session = await openSession(house, input, 'crash');
    const bet = planCrashBet(live.settingsOf('crash'), input);
    const placed = await placeBets(live, publisher, session, input.roundId, [bet]);
    return { status: 1 as const, ...placed };
  });

  bind(liveCrashCashOut, async (input) => {
    const session = await openSession(house, input, 'crash');
    const cashed = await cashOut(live, publisher, session, input.betId);
    return { status: 1 as const, ...cashed };
  });

  bind(liveRouletteBet, async (input) => {
    const session = await openSession(house, input, 'live-roulette');
    const chips = planRouletteChips(live.settingsOf('live-roulette'), input.chips);
    const placed = await placeBets(live, publisher, session, input.roundId, chips);
    return { status: 1 as const, ...placed };
  });

  bind(liveRouletteUndo, async (input) => {
    const session = await openSession(house, input, 'live-roulette');
    const undone = await undoLastChips(live, publisher, session, input.roundId);
    return { status: 1 as const, ...undone };
  });

  bind(liveMyRounds, async (input) => {
    const session = await openTable(input);
    const rounds = await roundsOfPlayer(house.db, session.player, session.game.slug, MY_ROUNDS);
    const bets = await betsOfPlayer(
      house.db,
      session.player,
      rounds.map((round) => round.id),
    );
    return {
      status: 1 as const,
      rounds: rounds.map((round) => ({
        round: toLiveRound(round),
        bets: toLiveBets(
          bets.filter((bet) => bet.round_id === round.id),
          session.player,
        ),
      })),
    };
  });

  bind(liveRoundProof, async (input) => {
    const round = await findRoundByIndex(house.db, input.table, input.index);
    if (!round || !round.is_revealed) throw new HouseRefusal('round_not_found');
    const chain = (await chainById(house.db, round.chain_id)) as StoredChain;
    return {
      status: 1 as const,
      round: toLiveRound(round),
      // the chain's link: sha256 of this round's hash is the previous round's (h_0 for round 1)
      previousHash: sha256hex(round.hash),
      fairness: fairnessOf(chain, live.settingsOf(round.engine).edge),
    };
  });
}
