// Deposits beyond the deposit limit (docs/player-protection.md, Held deposits): a crypto deposit
// cannot be stopped at the door, so what arrives beyond what the limits allow (all of it during a
// break) is credited to the player's `held_deposit` account, apart from the playable cash, and
// released into cash when the limits allow it. Every step runs under the player's cash lock.
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { lockCashBalance, transfer, type Posting } from './ledger';
import { announceMoneyChange } from './money-events';
import { readHeadroom } from '../protection/enforcement';
import { readSettings } from '../protection/repository';
import { breakStateOf, isBreakActive } from '../protection/rules';

/** How much of a deposit may become playable now: 0 during a break, else the deposit limits' room. */
export async function readPlayableRoom(
  tx: Queryable,
  playerId: number,
  now: Date,
): Promise<bigint | null> {
  const settings = await readSettings(tx, playerId, false);
  const state = breakStateOf(settings);
  if (isBreakActive(state, now)) return 0n;
  return (await readHeadroom(tx, playerId, ['deposit'], now)).left;
}

/** The player's held account, made on first use; locked (after the cash lock). */
async function lockHeldAccount(tx: Queryable, playerId: number) {
  await tx.query(
    `INSERT INTO accounts (player_id, kind) VALUES ($1, 'held_deposit') ON CONFLICT DO NOTHING`,
    [playerId],
  );
  const { rows } = await tx.query<{ id: number; balance: bigint }>(
    `SELECT id, balance FROM accounts WHERE player_id = $1 AND kind = 'held_deposit' FOR UPDATE`,
    [playerId],
  );
  return rows[0] as { id: number; balance: bigint };
}

/**
 * The player's held account locked (after the cash lock), or null when they never had one: a
 * withdrawal draws on it after the cash, a reversed or rejected one gives its part back.
 */
export async function lockHeldDeposits(
  tx: Queryable,
  playerId: number,
): Promise<{ id: number; balance: bigint } | null> {
  const { rows } = await tx.query<{ id: number; balance: bigint }>(
    `SELECT id, balance FROM accounts WHERE player_id = $1 AND kind = 'held_deposit' FOR UPDATE`,
    [playerId],
  );
  return rows[0] ?? null;
}

/** What a withdrawal request took from the held account (its journal's held entry). */
export async function readHeldPartOfWithdrawal(
  tx: Queryable,
  transactionId: number,
): Promise<bigint> {
  const { rows } = await tx.query<{ amount: bigint }>(
    `SELECT -e.amount AS amount FROM journal j
       JOIN entries e ON e.journal_id = j.id
       JOIN accounts a ON a.id = e.account_id AND a.kind = 'held_deposit'
      WHERE j.kind = 'withdrawal_request' AND j.reference = $1`,
    [`financial_transaction:${transactionId}`],
  );
  return rows[0]?.amount ?? 0n;
}

/**
 * The postings of a deposit of `amount` from `source`: to cash what the limits allow, the rest
 * to the held account. Answers them and the part credited to cash.
 */
export async function splitDeposit(
  tx: Queryable,
  deposit: { playerId: number; cashId: number; sourceId: number; amount: bigint; now: Date },
): Promise<{ postings: Posting[]; playable: bigint }> {
  const room = await readPlayableRoom(tx, deposit.playerId, deposit.now);
  const playable = room === null || room >= deposit.amount ? deposit.amount : room;
  const postings: Posting[] = [{ accountId: deposit.sourceId, amount: -deposit.amount }];
  if (playable > 0n) postings.push({ accountId: deposit.cashId, amount: playable });
  if (playable < deposit.amount) {
    const held = await lockHeldAccount(tx, deposit.playerId);
    postings.push({ accountId: held.id, amount: deposit.amount - playable });
  }
  return { postings, playable };
}

/**
 * Releases into cash what the player's held deposits may now add, in one movement under the cash
 * lock: two nodes releasing at once run one after the other, and the second finds less held and
 * less room, so nothing is released twice. Answers the amount released.
 */
export async function releaseHeldDeposit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  playerId: number,
): Promise<{ released: bigint; balance: bigint }> {
  return deps.db.transaction(async (tx) => {
    const cash = await lockCashBalance(tx, playerId);
    const held = await lockHeldAccount(tx, playerId);
    const room = await readPlayableRoom(tx, playerId, deps.clock.now());
    const released = room === null || room >= held.balance ? held.balance : room;
    if (released <= 0n) return { released: 0n, balance: cash.balance };
    await transfer(
      tx,
      'held_deposit_release',
      `held_deposit:${held.id}`,
      held.id,
      cash.id,
      released,
    );
    return { released, balance: cash.balance + released };
  });
}

/** The players holding deposits now. */
export async function listPlayersWithHeldDeposits(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ player_id: number }>(
    `SELECT player_id FROM accounts WHERE kind = 'held_deposit' AND balance > 0 ORDER BY player_id`,
  );
  return rows.map((row) => row.player_id);
}

/** Held deposits of one player (satoshis). */
export async function readHeldDeposits(db: Queryable, playerId: number): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    `SELECT balance FROM accounts WHERE player_id = $1 AND kind = 'held_deposit'`,
    [playerId],
  );
  return rows[0]?.balance ?? 0n;
}

/**
 * One pass of the release sweep over every player holding deposits (any node may run it: each
 * release is exactly once by its lock, see releaseHeldDeposit); the apps hear the new balance.
 */
export async function releaseHeldDeposits(
  deps: Pick<AppDeps, 'db' | 'clock' | 'realtime'>,
): Promise<void> {
  for (const playerId of await listPlayersWithHeldDeposits(deps.db)) {
    const { released, balance } = await releaseHeldDeposit(deps, playerId);
    if (released > 0n)
      announceMoneyChange(deps.realtime, (effect) => effect(), { playerId, balance });
  }
}
