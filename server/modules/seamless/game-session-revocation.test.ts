import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';
import { createHouseTestClient } from '../../testing/house/house-test-client';
import { checkLedger, getBalance, isLedgerBalanced } from '../wallet/ledger';
import type { SeamlessClient } from './client';

// A launch token lives only as long as the login that launched the game: once that session is
// revoked (logout, a password change elsewhere, a reset) no new bet or balance read is accepted,
// while the rounds already open still settle.
let server: TestServer;
let wallet: SeamlessClient;
let houseGames: ReturnType<typeof createHouseTestClient>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  wallet = server.walletClient();
  houseGames = createHouseTestClient(server);
});
afterAll(() => server.close());

const STARTING_BALANCE = 500_000n;

/** A login of its own (access token and refresh cookie), as a browser holds it. */
async function signIn(player: { username: string; password: string }) {
  const login = await server.call('login', player);
  expect(login.httpStatus).toBe(200);
  const refreshCookie = login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('front_refresh='))
    ?.split(';')[0] as string;
  return { accessToken: login.body.accessToken as string, refreshCookie };
}

async function fundedPlayer() {
  const player = await server.register();
  await server.deposit(player.playerId, STARTING_BALANCE);
  return player;
}

/** The launch token of `game`'s URL, from get_game_url as the lobby gets it. */
async function launch(accessToken: string, game = 'dice'): Promise<string> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM games WHERE slug = $1', [
    game,
  ]);
  const launched = await server.call(
    'getGameUrl',
    { gameId: rows[0]?.id, lan: 'en' },
    { token: accessToken },
  );
  expect(launched.httpStatus, JSON.stringify(launched.body)).toBe(200);
  return new URL(launched.body.url as string, 'http://localhost').searchParams.get(
    'token',
  ) as string;
}

function placeBet(token: string, amount: number, roundId = randomUUID()) {
  return wallet.bet({ transactionId: randomUUID(), token, game: 'dice', roundId, amount });
}

async function expectBetAccepted(token: string) {
  const answer = await placeBet(token, 1);
  expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
}

/** A bet and a balance read with the launch token are refused, and no money moved. */
async function expectSessionRefused(token: string, playerId: number) {
  const before = await getBalance(server.db, playerId);
  const bet = await placeBet(token, 1);
  expect(bet.httpStatus).toBe(403);
  expect(bet.body).toEqual({ status: 0, code: 'invalid_session' });
  const balance = await wallet.balance({ token, game: 'dice' });
  expect(balance.httpStatus).toBe(403);
  expect(balance.body).toEqual({ status: 0, code: 'invalid_session' });
  expect(await getBalance(server.db, playerId)).toBe(before);
}

async function logOut(refreshCookie: string) {
  const answer = await server.call('logout', {}, { headers: { Cookie: refreshCookie } });
  expect(answer.body).toEqual({ status: 1 });
}

async function resetPassword(player: { username: string }) {
  const email = `${player.username}@example.com`;
  await server.call('resetPlayerPassword', { username: player.username, email });
  const token = await server.emailedToken(email);
  const reset = await server.call('setNewPassword', {
    token,
    newPassword: 'after-reset',
    confirmPassword: 'after-reset',
  });
  expect(reset.body).toEqual({ status: 1 });
}

async function expectLedgerBalanced() {
  expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
}

describe('a launch token of a revoked session', () => {
  it('is refused after logout, while the rounds it opened still settle', async () => {
    const player = await fundedPlayer();
    const login = await signIn(player);
    const token = await launch(login.accessToken);
    const wonRound = randomUUID();
    const wonBet = await placeBet(token, 1, wonRound);
    const rolledBack = { transactionId: randomUUID(), roundId: randomUUID() };
    const rolledBackBet = await wallet.bet({ ...rolledBack, token, game: 'dice', amount: 2 });
    expect([wonBet.httpStatus, rolledBackBet.httpStatus]).toEqual([200, 200]);

    await logOut(login.refreshCookie);
    await expectSessionRefused(token, player.playerId);

    // the provider settles what was staked before the logout: no money is stuck in the game
    const win = await wallet.win({
      transactionId: randomUUID(),
      game: 'dice',
      roundId: wonRound,
      amount: 1.5,
    });
    expect(win.body).toMatchObject({ status: 1, balance: 3.5 });
    const rollback = await wallet.rollback({ transactionId: rolledBack.transactionId });
    expect(rollback.body).toMatchObject({ status: 1, result: 'rolled_back', balance: 5.5 });
    expect(await getBalance(server.db, player.playerId)).toBe(550_000n);
    const { rows } = await server.db.query<{ status: string }>(
      'SELECT status FROM bets WHERE player_id = $1 ORDER BY id',
      [player.playerId],
    );
    expect(rows.map((row) => row.status)).toEqual(['settled', 'rolled_back']);
    await expectLedgerBalanced();
  });

  it("is refused after a password change for another session's game, and kept for this one's", async () => {
    const player = await fundedPlayer();
    const thisDevice = await signIn(player);
    const otherDevice = await signIn(player);
    const otherGame = await launch(otherDevice.accessToken);
    const ownGame = await launch(thisDevice.accessToken);
    await expectBetAccepted(otherGame);

    const changed = await server.call(
      'updatePlayerPassword',
      {
        id: player.playerId,
        oldPassword: player.password,
        newPassword: 'changed-pass',
        confirmPassword: 'changed-pass',
      },
      { token: thisDevice.accessToken },
    );
    expect(changed.body).toEqual({ status: 1 });

    await expectSessionRefused(otherGame, player.playerId);
    await expectBetAccepted(ownGame);
    expect(await getBalance(server.db, player.playerId)).toBe(STARTING_BALANCE - 200_000n);
    await expectLedgerBalanced();
  });

  it('is refused after a password reset, for every session of the player', async () => {
    const player = await fundedPlayer();
    const first = await launch(player.token);
    const second = await launch((await signIn(player)).accessToken);
    await expectBetAccepted(first);

    await resetPassword(player);

    await expectSessionRefused(first, player.playerId);
    await expectSessionRefused(second, player.playerId);
    // a new login launches a game that plays again
    const afterReset = await signIn({ username: player.username, password: 'after-reset' });
    await expectBetAccepted(await launch(afterReset.accessToken));
  });

  it('is refused by the house games after logout', async () => {
    const player = await fundedPlayer();
    const login = await signIn(player);
    const launched = await houseGames.launch(
      { playerId: player.playerId, accessToken: login.accessToken },
      'dice',
    );
    await houseGames.play('open', launched);

    await logOut(login.refreshCookie);

    const before = await houseGames.footprint(player.playerId);
    const dice = await houseGames.call('dice', {
      token: launched.token,
      game: 'dice',
      amount: 1,
      target: 50,
      direction: 'over',
    });
    expect(dice.httpStatus).toBe(403);
    expect(dice.body).toEqual({ status: 0, code: 'invalid_session' });
    const open = await houseGames.call('open', { token: launched.token, game: 'dice' });
    expect(open.body).toEqual({ status: 0, code: 'invalid_session' });
    expect(await houseGames.footprint(player.playerId)).toEqual(before);
  });
});
