// Every path that moves a player's money tells their open apps (the `balance` and `transaction`
// realtime events) through announceMoneyChange, and only once the movement has committed.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import type { SeamlessClient } from '../seamless/client';
import { getBalance } from './ledger';

let server: TestServer;
let house: SeamlessClient;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  house = server.walletClient();
});
afterAll(() => server.close());

/** The events `work` made the server publish to `playerId`, in order. */
async function eventsOf(playerId: number, work: () => Promise<unknown>) {
  const start = server.events.length;
  await work();
  return server.events
    .slice(start)
    .filter((message) => message.playerId === playerId)
    .map(({ event, data }) => ({ event, data }));
}

const balanceEvent = (mbtc: number) => ({
  event: 'balance',
  data: { real_balance: mbtc, player_currency: 'mBTC' },
});

const transactionEvent = (data: object) => ({ event: 'transaction', data });

/** A registered player holding `satoshis`. */
async function fundedPlayer(satoshis: bigint) {
  const player = await server.register();
  await server.deposit(player.playerId, satoshis);
  return player;
}

function withdraw(player: { playerId: number; token: string }, amount: number) {
  return server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount, address: server.deps.depositWallet.addressAt(999_999) },
    { token: player.token, idempotencyKey: randomUUID() },
  );
}

/** A player holding `satoshis` with a launch token for the house dice, as get_game_url hands it. */
async function playerInGame(satoshis: bigint) {
  const player = await fundedPlayer(satoshis);
  const { rows } = await server.db.query<{ id: number }>(
    "SELECT id FROM games WHERE slug = 'dice'",
  );
  const launch = await server.call(
    'getGameUrl',
    { gameId: rows[0]?.id, lan: 'en' },
    { token: player.token },
  );
  const token = new URL(launch.body.url as string, 'http://localhost').searchParams.get('token');
  const bet = (amount: number, ids = { transactionId: randomUUID(), roundId: randomUUID() }) =>
    house.bet({ ...ids, token: token as string, game: 'dice', amount });
  return { ...player, bet };
}

/**
 * Runs `work` while every commit that wrote a ledger journal fails at its very end (as a lost
 * connection would): the money moved inside it is rolled back after the handler has finished.
 */
async function withLedgerCommitsFailing(work: () => Promise<void>) {
  await server.db.query(`CREATE FUNCTION refuse_commit() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN RAISE EXCEPTION 'commit refused by the test'; END $$`);
  await server.db.query(`CREATE CONSTRAINT TRIGGER refuse_commit AFTER INSERT ON journal
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_commit()`);
  try {
    await work();
  } finally {
    await server.db.query('DROP TRIGGER refuse_commit ON journal');
    await server.db.query('DROP FUNCTION refuse_commit()');
  }
}

describe('the wallet announces each change of a player’s money', () => {
  it('a deposit: pending while it confirms, then credited with the new balance', async () => {
    const player = await server.register();
    const wallet = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    const txid = randomBytes(32).toString('hex');
    const report = (confirmations: number) =>
      server.signedCallback(
        JSON.stringify({
          txid,
          vout: 0,
          address: wallet.body.walletAddress,
          amount: 150_000,
          confirmations,
        }),
      );

    const pending = await eventsOf(player.playerId, () => report(0));
    const id = (pending[0]?.data as { id: number } | undefined)?.id;
    const deposit = { id, type: 'deposit', amount: 1.5 };
    expect(pending).toEqual([transactionEvent({ ...deposit, status: 'pending' })]);
    expect(await eventsOf(player.playerId, () => report(2))).toEqual([
      balanceEvent(1.5),
      transactionEvent({ ...deposit, status: 'complete' }),
    ]);
    // a report of an output already credited moves nothing, so it says nothing
    expect(await eventsOf(player.playerId, () => report(3))).toEqual([]);
  });

  it('a withdrawal request, and the player reversing it', async () => {
    const player = await fundedPlayer(1_000_000n);
    let id = 0;
    const requested = await eventsOf(player.playerId, async () => {
      id = (await withdraw(player, 2.5)).body.result.id as number;
    });
    const withdrawal = { id, type: 'withdrawal', amount: 2.5 };
    expect(requested).toEqual([
      balanceEvent(7.5),
      transactionEvent({ ...withdrawal, status: 'pending' }),
    ]);
    const reversed = await eventsOf(player.playerId, () =>
      server.call('cancelWithdrawalRequest', { transactionId: id }, { token: player.token }),
    );
    expect(reversed).toEqual([
      balanceEvent(10),
      transactionEvent({ ...withdrawal, status: 'cancelled', cancelReason: 'reversed' }),
    ]);
  });

  it('the operator completing one withdrawal and rejecting another', async () => {
    const player = await fundedPlayer(1_000_000n);
    const admin = (await createStaff(server.deps)).token;
    const sent = (await withdraw(player, 3)).body.result.id as number;
    const refused = (await withdraw(player, 2)).body.result.id as number;

    const completed = await eventsOf(player.playerId, () =>
      server.call(
        'completeWithdrawal',
        { transactionId: sent, txid: 'ab'.repeat(32) },
        { token: admin },
      ),
    );
    // the balance did not move: the amount had left it when the player asked
    expect(completed).toEqual([
      transactionEvent({
        id: sent,
        type: 'withdrawal',
        amount: 3,
        status: 'complete',
        cancelReason: null,
      }),
    ]);
    const rejected = await eventsOf(player.playerId, () =>
      server.call('rejectWithdrawal', { transactionId: refused }, { token: admin }),
    );
    expect(rejected).toEqual([
      balanceEvent(7),
      transactionEvent({
        id: refused,
        type: 'withdrawal',
        amount: 2,
        status: 'cancelled',
        cancelReason: 'rejected',
      }),
    ]);
  });

  it('a game provider’s bet, win and rollback', async () => {
    const player = await playerInGame(1_000_000n);
    const round = { transactionId: randomUUID(), roundId: randomUUID() };
    expect(await eventsOf(player.playerId, () => player.bet(2, round))).toEqual([balanceEvent(8)]);
    const won = await eventsOf(player.playerId, () =>
      house.win({ transactionId: randomUUID(), game: 'dice', roundId: round.roundId, amount: 5 }),
    );
    expect(won).toEqual([balanceEvent(13)]);

    const open = { transactionId: randomUUID(), roundId: randomUUID() };
    await player.bet(1, open);
    const rolledBack = await eventsOf(player.playerId, () =>
      house.rollback({ transactionId: open.transactionId }),
    );
    expect(rolledBack).toEqual([balanceEvent(13)]);
  });
});

describe('a movement that did not happen is not announced', () => {
  it('a refused withdrawal or bet, and a replayed bet', async () => {
    const player = await playerInGame(100_000n);
    expect(await eventsOf(player.playerId, () => withdraw(player, 5))).toEqual([]);
    expect(await eventsOf(player.playerId, () => player.bet(5))).toEqual([]);
    const round = { transactionId: randomUUID(), roundId: randomUUID() };
    await player.bet(0.5, round);
    expect(await eventsOf(player.playerId, () => player.bet(0.5, round))).toEqual([]);
    expect(await getBalance(server.db, player.playerId)).toBe(50_000n);
  });

  it('a withdrawal or bet whose commit failed: its money is back and nothing was said', async () => {
    const player = await playerInGame(1_000_000n);
    await withLedgerCommitsFailing(async () => {
      const events = await eventsOf(player.playerId, async () => {
        expect((await withdraw(player, 1)).httpStatus).toBe(500);
        expect((await player.bet(1)).httpStatus).toBe(500);
      });
      expect(events).toEqual([]);
    });
    expect(await getBalance(server.db, player.playerId)).toBe(1_000_000n);
  });
});

describe('announceMoneyChange', () => {
  it('is the only code that publishes the balance and transaction events', () => {
    const publishesMoney = /\.publish\(\s*[^,()]+,\s*['"`](balance|transaction)['"`]/;
    const serverDir = join(import.meta.dirname, '../..');
    const publishers = sourceFiles(serverDir).filter((file) =>
      publishesMoney.test(readFileSync(join(serverDir, file), 'utf8')),
    );
    expect(publishers).toEqual(['modules/wallet/money-events.ts']);
  });
});

/** The server's source files (tests aside), relative to `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.split('\\').join('/'))
    .sort();
}
