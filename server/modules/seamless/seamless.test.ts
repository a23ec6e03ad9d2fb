import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../contract/api';
import { PROVIDER_HEADER } from '../../../contract/provider/seamless';
import { SIGNATURE_HEADER } from '../../../contract/processor/deposits';
import { createTestServer, type TestServer } from '../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from '../wallet/ledger';
import { signBody, type SeamlessAnswer, type SeamlessClient } from './client';
import { deriveProviderSecret } from './providers';

let server: TestServer;
let house: SeamlessClient;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  house = clientFor('house');
});
afterAll(() => server.close());

const clientFor = (providerSlug: string, secret?: string) =>
  server.walletClient(providerSlug, secret);

/** A player with `satoshis` and a launch token for `game`, as get_game_url hands it out. */
async function playerInGame(satoshis: bigint, game = 'dice') {
  const player = await server.register();
  if (satoshis > 0n) await server.deposit(player.playerId, satoshis);
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM games WHERE slug = $1', [
    game,
  ]);
  const launch = await server.call(
    'getGameUrl',
    { gameId: rows[0]?.id, lan: 'en' },
    { token: player.token },
  );
  const token = new URL(launch.body.url, 'http://localhost').searchParams.get('token') as string;
  return { ...player, token, accessToken: player.token, game };
}

/** The answer's body, after checking it is a success within the call's contract. */
function accepted<T>(answer: SeamlessAnswer<T>, schema: v.GenericSchema): T {
  expect(answer, JSON.stringify(answer.body)).toMatchObject({ ok: true, httpStatus: 200 });
  v.parse(schema, answer.body);
  return answer.body as T;
}

async function journalsOf(playerId: number): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>(
    `SELECT count(DISTINCT e.journal_id)::int AS count FROM entries e
       JOIN accounts a ON a.id = e.account_id WHERE a.player_id = $1`,
    [playerId],
  );
  return rows[0]?.count ?? 0;
}

async function expectLedgerBalanced() {
  expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
}

const bet = (
  player: { token: string; game: string },
  amount: number,
  ids: { transactionId: string; roundId: string } = {
    transactionId: randomUUID(),
    roundId: randomUUID(),
  },
) => house.bet({ ...ids, token: player.token, game: player.game, amount });

describe('provider signature', () => {
  it('refuses a bad, missing or foreign signature and an unknown provider, moving nothing', async () => {
    const player = await playerInGame(500_000n);
    const body = JSON.stringify({
      transactionId: 'sig-1',
      token: player.token,
      game: 'dice',
      roundId: 'r-sig-1',
      amount: 1,
    });
    const goodSignature = signBody(
      body,
      deriveProviderSecret(server.deps.secrets.tokenSecret, 'house'),
    );
    const attempts: Record<string, string>[] = [
      { [PROVIDER_HEADER]: 'house', [SIGNATURE_HEADER]: 'ab'.repeat(32) },
      { [PROVIDER_HEADER]: 'house' },
      { [PROVIDER_HEADER]: 'aurora', [SIGNATURE_HEADER]: goodSignature },
      { [PROVIDER_HEADER]: 'no-such-provider', [SIGNATURE_HEADER]: goodSignature },
      { [SIGNATURE_HEADER]: goodSignature },
      { [PROVIDER_HEADER]: 'house', [SIGNATURE_HEADER]: signBody(body, 'guessed-secret') },
    ];
    for (const headers of attempts) {
      const result = await server.raw('POST', '/api/provider/wallet/bet', { body, headers });
      expect(result.httpStatus).toBe(401);
      expect(result.body).toEqual({ status: 0, code: 'invalid_signature' });
    }
    // the body signed for one provider does not pass once altered
    const altered = body.replace('"amount":1', '"amount":2');
    const tampered = await server.raw('POST', '/api/provider/wallet/bet', {
      body: altered,
      headers: { [PROVIDER_HEADER]: 'house', [SIGNATURE_HEADER]: goodSignature },
    });
    expect(tampered.httpStatus).toBe(401);
    expect(await getBalance(server.db, player.playerId)).toBe(500_000n);
    const accepted = await server.raw('POST', '/api/provider/wallet/bet', {
      body,
      headers: { [PROVIDER_HEADER]: 'house', [SIGNATURE_HEADER]: goodSignature },
    });
    expect(accepted.httpStatus).toBe(200);
    expect(accepted.body.balance).toBe(4);
  });

  it('uses the secret the operator set for a provider instead of the derived one', async () => {
    await server.db.query(
      `UPDATE game_providers SET wallet_secret = 'operator-set-secret' WHERE slug = 'nebula'`,
    );
    const player = await playerInGame(100_000n);
    const derived = await clientFor('nebula').balance({ token: player.token });
    expect(derived.httpStatus).toBe(401);
    // nebula's secret is right, but the session is a house game's: not nebula's to use
    const configured = await clientFor('nebula', 'operator-set-secret').balance({
      token: player.token,
    });
    expect(configured.body).toMatchObject({ status: 0, code: 'invalid_session' });
  });
});

describe('provider/wallet/balance and the session token', () => {
  it("answers the player's real balance in mBTC, their screen name, and marks the token's first use", async () => {
    const player = await playerInGame(1_234_500n);
    const answer = await house.balance({ token: player.token, game: 'dice', currency: 'mBTC' });
    expect(accepted(answer, api.providerBalance.response)).toEqual({
      status: 1,
      player: String(player.playerId),
      screenName: player.username,
      balance: 12.345,
      currency: 'mBTC',
    });
    const { rows } = await server.db.query<{ used: boolean; minutes: number }>(
      `SELECT used_at IS NOT NULL AS used,
              extract(epoch FROM expires_at - now())::int / 60 AS minutes FROM game_sessions
        WHERE player_id = $1`,
      [player.playerId],
    );
    expect(rows[0]?.used).toBe(true);
    // the session now lives while the provider keeps using it
    expect(rows[0]?.minutes).toBeGreaterThan(50);
  });

  it('refuses an unknown or expired token, and a token for another game or provider', async () => {
    const player = await playerInGame(100_000n);
    const refusals = [
      await house.balance({ token: 'not-a-token' }),
      await bet({ token: player.token, game: 'limbo' }, 0.1),
      await clientFor('aurora').balance({ token: player.token }),
    ];
    await server.db.query(
      `UPDATE game_sessions SET expires_at = now() - interval '1 second' WHERE player_id = $1`,
      [player.playerId],
    );
    refusals.push(await bet(player, 0.1));
    for (const refusal of refusals) {
      expect(refusal.httpStatus).toBe(403);
      expect(refusal.body).toMatchObject({ status: 0, code: 'invalid_session' });
    }
    expect(await getBalance(server.db, player.playerId)).toBe(100_000n);
  });
});

describe('provider/wallet/bet and provider/wallet/win', () => {
  it('debits the stake, credits the win and shows the round in the bet list', async () => {
    const player = await playerInGame(1_000_000n);
    const roundId = randomUUID();
    const debit = await bet(player, 2.5, { transactionId: 'bet-list-1', roundId });
    expect(accepted(debit, api.providerBet.response)).toEqual({
      status: 1,
      transactionId: 'bet-list-1',
      balance: 7.5,
      currency: 'mBTC',
    });
    // an open round is not in the bet list yet
    const before = await server.call(
      'getBetList',
      { playerId: player.playerId },
      { token: player.accessToken },
    );
    expect(before.body.transactions.count).toBe(0);

    const credit = await house.win({
      transactionId: 'win-list-1',
      game: 'dice',
      roundId,
      amount: 6,
    });
    expect(accepted(credit, api.providerWin.response)).toMatchObject({ balance: 13.5 });
    expect(await getBalance(server.db, player.playerId)).toBe(1_350_000n);
    expect(server.events).toContainEqual({
      playerId: player.playerId,
      event: 'balance',
      data: { real_balance: 13.5, player_currency: 'mBTC' },
    });

    const list = await server.call(
      'getBetList',
      { playerId: player.playerId },
      { token: player.accessToken },
    );
    expect(list.body.transactions.rows).toEqual([
      expect.objectContaining({
        name: 'Dice',
        provider: 'Casa Originals',
        bet: 2.5,
        win: 6,
        total: 3.5,
      }),
    ]);
    await expectLedgerBalanced();
  });

  it('closes a lost round with a win of 0 and counts the stake towards a bonus wager', async () => {
    const player = await playerInGame(1_000_000n);
    await server.db.query(
      `INSERT INTO promo_codes (code, bonus_amount) VALUES ('SEAMLESS', 100000) ON CONFLICT DO NOTHING`,
    );
    await server.db.query(
      `INSERT INTO bonuses (player_id, promo_code, amount, wager_required) VALUES ($1, 'SEAMLESS', 100000, 500000)`,
      [player.playerId],
    );
    const roundId = randomUUID();
    accepted(await bet(player, 1.5, { transactionId: randomUUID(), roundId }), v.any());
    const lost = await house.win({ transactionId: randomUUID(), game: 'dice', roundId, amount: 0 });
    expect(accepted(lost, api.providerWin.response)).toMatchObject({ balance: 8.5 });
    const { rows } = await server.db.query<{ wagered: bigint }>(
      'SELECT wagered FROM bonuses WHERE player_id = $1',
      [player.playerId],
    );
    expect(rows[0]?.wagered).toBe(150_000n);
    const list = await server.call(
      'getBetList',
      { playerId: player.playerId },
      { token: player.accessToken },
    );
    expect(list.body.transactions.rows).toEqual([
      expect.objectContaining({ bet: 1.5, win: 0, total: -1.5 }),
    ]);
  });

  it('refuses a stake above the balance with insufficient_funds and the balance, moving nothing', async () => {
    const player = await playerInGame(150_000n);
    const journals = await journalsOf(player.playerId);
    const refused = await bet(player, 1.6);
    expect(refused.httpStatus).toBe(402);
    expect(refused.body).toEqual({
      status: 0,
      code: 'insufficient_funds',
      params: { balance: 1.5, currency: 'mBTC' },
    });
    expect(await getBalance(server.db, player.playerId)).toBe(150_000n);
    expect(await journalsOf(player.playerId)).toBe(journals);
    const { rowCount } = await server.db.query('SELECT 1 FROM bets WHERE player_id = $1', [
      player.playerId,
    ]);
    expect(rowCount).toBe(0);
  });

  it('refuses a win for an unknown round and a second win for a settled one', async () => {
    const player = await playerInGame(500_000n);
    const unknown = await house.win({
      transactionId: randomUUID(),
      game: 'dice',
      roundId: 'never-opened',
      amount: 1,
    });
    expect(unknown.httpStatus).toBe(404);
    expect(unknown.body.status === 0 && unknown.body.code).toBe('round_not_found');

    const roundId = randomUUID();
    await bet(player, 1, { transactionId: randomUUID(), roundId });
    await house.win({ transactionId: randomUUID(), game: 'dice', roundId, amount: 2 });
    const second = await house.win({
      transactionId: randomUUID(),
      game: 'dice',
      roundId,
      amount: 2,
    });
    expect(second.httpStatus).toBe(409);
    expect(second.body).toMatchObject({ code: 'round_closed', params: { balance: 6 } });
    expect(await getBalance(server.db, player.playerId)).toBe(600_000n);
  });
});

describe('idempotency by the provider transaction id', () => {
  it('answers a replayed bet, win and rollback as the first time and moves money once', async () => {
    const player = await playerInGame(1_000_000n);
    const roundId = randomUUID();
    const ids = { transactionId: randomUUID(), roundId };
    const firstBet = await bet(player, 1, ids);
    const winRequest = { transactionId: randomUUID(), game: 'dice', roundId, amount: 3 };
    const firstWin = await house.win(winRequest);
    const journals = await journalsOf(player.playerId);

    // the balance has moved since: a replay still answers what the first call answered
    expect(await bet(player, 1, ids)).toEqual(firstBet);
    expect(await house.win(winRequest)).toEqual(firstWin);
    expect(firstBet.body).toMatchObject({ balance: 9 });
    expect(firstWin.body).toMatchObject({ balance: 12 });

    const otherRound = { transactionId: randomUUID(), roundId: randomUUID() };
    await bet(player, 2, otherRound);
    const firstRollback = await house.rollback({ transactionId: otherRound.transactionId });
    expect(firstRollback.body).toMatchObject({ result: 'rolled_back', balance: 12 });
    const journalsAfterRollback = await journalsOf(player.playerId);
    expect(await house.rollback({ transactionId: otherRound.transactionId })).toEqual(
      firstRollback,
    );

    expect(journalsAfterRollback).toBe(journals + 2);
    expect(await journalsOf(player.playerId)).toBe(journalsAfterRollback);
    expect(await getBalance(server.db, player.playerId)).toBe(1_200_000n);
    await expectLedgerBalanced();
  });

  it('replays a refusal too, and refuses an id reused for another request', async () => {
    const player = await playerInGame(100_000n);
    const ids = { transactionId: randomUUID(), roundId: randomUUID() };
    const refused = await bet(player, 5, ids);
    expect(refused.httpStatus).toBe(402);
    await server.deposit(player.playerId, 1_000_000n);
    // the player can afford it now, but this id was already answered
    expect(await bet(player, 5, ids)).toEqual(refused);

    const reused = await bet(player, 0.5, ids);
    expect(reused.httpStatus).toBe(409);
    expect(reused.body).toMatchObject({ code: 'transaction_id_reused' });
    expect(await getBalance(server.db, player.playerId)).toBe(1_100_000n);
  });

  it('moves money once when the same bet arrives many times at once', async () => {
    const player = await playerInGame(1_000_000n);
    const ids = { transactionId: randomUUID(), roundId: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => bet(player, 1, ids)));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.body).toMatchObject({ balance: 9 });
    expect(await getBalance(server.db, player.playerId)).toBe(900_000n);
  });
});

describe('provider/wallet/rollback', () => {
  it('returns the stake of an open bet, which then leaves no round in the bet list', async () => {
    const player = await playerInGame(500_000n);
    const ids = { transactionId: randomUUID(), roundId: randomUUID() };
    await bet(player, 2, ids);
    expect(await getBalance(server.db, player.playerId)).toBe(300_000n);
    const rollback = await house.rollback({ transactionId: ids.transactionId });
    expect(accepted(rollback, api.providerRollback.response)).toEqual({
      status: 1,
      transactionId: ids.transactionId,
      result: 'rolled_back',
      balance: 5,
      currency: 'mBTC',
    });
    expect(await getBalance(server.db, player.playerId)).toBe(500_000n);
    const lateWin = await house.win({
      transactionId: randomUUID(),
      game: 'dice',
      roundId: ids.roundId,
      amount: 4,
    });
    expect(lateWin.body).toMatchObject({ code: 'round_closed' });
    const list = await server.call(
      'getBetList',
      { playerId: player.playerId },
      { token: player.accessToken },
    );
    expect(list.body.transactions.count).toBe(0);
    await expectLedgerBalanced();
  });

  it('records a rollback that arrives before its bet, and the bet is then refused', async () => {
    const player = await playerInGame(500_000n);
    const ids = { transactionId: randomUUID(), roundId: randomUUID() };
    const early = await house.rollback({ transactionId: ids.transactionId });
    expect(accepted(early, api.providerRollback.response)).toEqual({
      status: 1,
      transactionId: ids.transactionId,
      result: 'not_found',
      balance: null,
      currency: 'mBTC',
    });
    const late = await bet(player, 1, ids);
    expect(late.httpStatus).toBe(409);
    expect(late.body).toMatchObject({ status: 0, code: 'transaction_rolled_back' });
    expect(await bet(player, 1, ids)).toEqual(late);
    expect(await getBalance(server.db, player.playerId)).toBe(500_000n);
    const { rowCount } = await server.db.query('SELECT 1 FROM bets WHERE player_id = $1', [
      player.playerId,
    ]);
    expect(rowCount).toBe(0);
  });

  it('leaves the balance whole when a bet and its rollback race, whichever runs first', async () => {
    const player = await playerInGame(500_000n);
    for (let race = 0; race < 5; race++) {
      const ids = { transactionId: randomUUID(), roundId: randomUUID() };
      const [debit, rollback] = await Promise.all([
        bet(player, 1, ids),
        house.rollback({ transactionId: ids.transactionId }),
      ]);
      const rolledBack = rollback.ok && 'result' in rollback.body && rollback.body.result;
      // either the bet came first and was cancelled, or the rollback came first and refused it
      if (rolledBack === 'rolled_back') expect(debit.ok).toBe(true);
      else expect(debit.body).toMatchObject({ code: 'transaction_rolled_back' });
    }
    expect(await getBalance(server.db, player.playerId)).toBe(500_000n);
    await expectLedgerBalanced();
  });

  it('refuses to roll back a settled round', async () => {
    const player = await playerInGame(500_000n);
    const ids = { transactionId: randomUUID(), roundId: randomUUID() };
    await bet(player, 1, ids);
    await house.win({ transactionId: randomUUID(), game: 'dice', roundId: ids.roundId, amount: 0 });
    const rollback = await house.rollback({ transactionId: ids.transactionId });
    expect(rollback.httpStatus).toBe(409);
    expect(rollback.body).toMatchObject({ code: 'round_closed', params: { balance: 4 } });
    expect(await getBalance(server.db, player.playerId)).toBe(400_000n);
  });
});

describe('concurrent bets on one balance', () => {
  it('accepts exactly floor(balance / stake) of 100 simultaneous bets and never goes below zero', async () => {
    const balance = 1_000_000n;
    const stake = 30_000n;
    const player = await playerInGame(balance);
    const answers = await Promise.all(Array.from({ length: 100 }, () => bet(player, 0.3)));
    const acceptedCount = answers.filter((answer) => answer.ok).length;
    const refused = answers.filter((answer) => !answer.ok);
    expect(acceptedCount).toBe(Number(balance / stake));
    for (const answer of refused) {
      expect(answer.httpStatus).toBe(402);
      expect(answer.body).toMatchObject({ code: 'insufficient_funds', params: { balance: 0.1 } });
    }
    expect(await getBalance(server.db, player.playerId)).toBe(balance % stake);
    const { rows } = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM bets WHERE player_id = $1 AND status = 'open'`,
      [player.playerId],
    );
    expect(rows[0]?.count).toBe(acceptedCount);
    await expectLedgerBalanced();
  });
});
