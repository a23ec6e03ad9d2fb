// What the house tests share: players launched into a game as the lobby does it, house calls
// checked against their contract, and the seeds the server keeps secret (to choose outcomes).
import * as v from 'valibot';
import { expect } from 'vitest';
import type { Call } from '../../../contract/call';
import {
  houseDice,
  houseHiLoCashOut,
  houseHiLoGuess,
  houseHiLoStart,
  houseHistory,
  houseLimbo,
  houseOpen,
  houseRotateSeed,
  houseRoulette,
  HOUSE_API_BASE,
} from '../../../contract/house-page/house';
import { computeBet, type FairGame } from '../../../contract/provably-fair';
import type { CallResult, TestServer } from '../harness';
import { checkLedger, getBalance, isLedgerBalanced } from '../../modules/wallet/ledger';

const CALLS = {
  open: houseOpen,
  dice: houseDice,
  limbo: houseLimbo,
  roulette: houseRoulette,
  'hi-lo/start': houseHiLoStart,
  'hi-lo/guess': houseHiLoGuess,
  'hi-lo/cash-out': houseHiLoCashOut,
  'seeds/rotate': houseRotateSeed,
  history: houseHistory,
} satisfies Record<string, Call>;
export type HousePath = keyof typeof CALLS;

export interface LaunchedPlayer {
  playerId: number;
  accessToken: string;
  /** The launch token of the game's URL. */
  token: string;
  game: string;
}

/** A call under /house/api/; a 200 answer must keep the contract the game page parses. */
export async function callHouse(
  server: TestServer,
  call: Call,
  body: Record<string, unknown>,
): Promise<CallResult> {
  const result = await server.raw('POST', `${HOUSE_API_BASE}${call.path}`, {
    body: JSON.stringify(body),
  });
  if (result.httpStatus === 200) {
    const parsed = v.safeParse(call.response, result.body);
    expect(parsed.issues?.map((issue) => issue.path?.map((item) => item.key).join('.'))).toBe(
      undefined,
    );
  }
  return result;
}

/** How the lobby launches a game: its games, or its live games (the live tables). */
type LobbyCall = 'getGameUrl' | 'getLiveGameUrl';

export function createHouseTestClient(server: TestServer) {
  const call = (path: HousePath, body: Record<string, unknown>) =>
    callHouse(server, CALLS[path], body);

  /** A house call that must succeed. */
  async function play(path: HousePath, player: LaunchedPlayer, body: Record<string, unknown> = {}) {
    const result = await call(path, { token: player.token, game: player.game, ...body });
    expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
    return result.body;
  }

  /** A launch token for `game`, from the lobby's call as the lobby gets it. */
  async function launch(
    player: { playerId: number; accessToken: string },
    game: string,
    lobbyCall: LobbyCall = 'getGameUrl',
  ): Promise<LaunchedPlayer> {
    const { rows } = await server.db.query<{ id: number }>('SELECT id FROM games WHERE slug = $1', [
      game,
    ]);
    const launched = await server.call(
      lobbyCall,
      { gameId: rows[0]?.id, lan: 'en' },
      { token: player.accessToken },
    );
    expect(launched.httpStatus, JSON.stringify(launched.body)).toBe(200);
    const url = new URL(launched.body.url as string, 'http://localhost');
    return {
      playerId: player.playerId,
      accessToken: player.accessToken,
      token: url.searchParams.get('token') as string,
      game,
    };
  }

  /**
   * A new player holding `satoshis`, who has opened `game` (so has seeds); registered under
   * `username` when given.
   */
  async function newPlayer(
    satoshis: bigint,
    game = 'dice',
    options: { lobbyCall?: LobbyCall; username?: string } = {},
  ): Promise<LaunchedPlayer> {
    const player = await server.register(
      options.username ? { username: options.username } : undefined,
    );
    if (satoshis > 0n) await server.deposit(player.playerId, satoshis);
    const launched = await launch(
      { playerId: player.playerId, accessToken: player.token },
      game,
      options.lobbyCall,
    );
    await play('open', launched);
    return launched;
  }

  /** The player's active pair as the server keeps it, secret seed included. */
  async function activeSeeds(playerId: number) {
    const { rows } = await server.db.query<{
      server_seed: string;
      client_seed: string;
      nonce: number;
    }>(
      `SELECT server_seed, client_seed, nonce FROM house_seeds
        WHERE player = $1 AND revealed_at IS NULL`,
      [String(playerId)],
    );
    const pair = rows[0];
    if (!pair) throw new Error(`player ${playerId} has no seeds yet`);
    return { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce: pair.nonce };
  }

  /** What the player's next bet on `engine` will draw. */
  async function nextDraw(playerId: number, engine: FairGame) {
    const pair = await activeSeeds(playerId);
    return (await computeBet(engine, pair.serverSeed, pair.clientSeed, pair.nonce)).result;
  }

  /** A dice bet that wins (at 50.5 %) or loses on the player's next roll. */
  async function diceBetThat(outcome: 'wins' | 'loses', playerId: number) {
    const draw = await nextDraw(playerId, 'dice');
    const roll = draw.game === 'dice' ? draw.roll : 0;
    const isLow = roll <= 50;
    if (outcome === 'wins')
      return isLow
        ? { target: 50.5, direction: 'under', roll }
        : { target: 49.5, direction: 'over', roll };
    return isLow
      ? { target: 50.5, direction: 'over', roll }
      : { target: 49.5, direction: 'under', roll };
  }

  /** Everything that shows whether a call changed anything for the player. */
  async function footprint(playerId: number) {
    const { rows } = await server.db.query<{ rounds: number; journals: number; bets: number }>(
      `SELECT (SELECT count(*)::int FROM house_rounds WHERE player = $1 AND state <> 'void') AS rounds,
              (SELECT count(*)::int FROM bets WHERE player_id = $2) AS bets,
              (SELECT count(DISTINCT e.journal_id)::int FROM entries e
                 JOIN accounts a ON a.id = e.account_id WHERE a.player_id = $2) AS journals`,
      [String(playerId), playerId],
    );
    const { rows: nonces } = await server.db.query<{ nonce: number }>(
      'SELECT nonce FROM house_seeds WHERE player = $1 AND revealed_at IS NULL',
      [String(playerId)],
    );
    return {
      ...rows[0],
      nonce: nonces[0]?.nonce ?? null,
      balance: await getBalance(server.db, playerId),
    };
  }

  async function expectLedgerBalanced() {
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  }

  return {
    call,
    play,
    launch,
    newPlayer,
    activeSeeds,
    nextDraw,
    diceBetThat,
    footprint,
    expectLedgerBalanced,
  };
}
