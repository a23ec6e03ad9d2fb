import type { Queryable } from '../../db/database';
import { familyIsActiveSql } from '../identity/auth/sessions';

export type MovementKind = 'bet' | 'win' | 'rollback';

export interface StoredAnswer {
  requestHash: string;
  httpStatus: number;
  body: object;
}

/** After its first use a session lives while the provider keeps calling, this long idle. */
const SESSION_IDLE_MINUTES = 60;

/**
 * Serialises every call about one provider transaction id (bet, win or rollback alike) until
 * the transaction ends, so concurrent duplicates and a bet racing its rollback run one by one.
 */
export async function lockProviderTransaction(
  tx: Queryable,
  providerId: number,
  transactionId: string,
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [
    providerId,
    transactionId,
  ]);
}

export async function findStoredAnswer(
  tx: Queryable,
  providerId: number,
  kind: MovementKind,
  transactionId: string,
): Promise<StoredAnswer | null> {
  const { rows } = await tx.query<{
    request_hash: string;
    response_status: number;
    response_body: object;
  }>(
    `SELECT request_hash, response_status, response_body FROM provider_transactions
      WHERE provider_id = $1 AND kind = $2 AND transaction_id = $3`,
    [providerId, kind, transactionId],
  );
  const row = rows[0];
  return row
    ? { requestHash: row.request_hash, httpStatus: row.response_status, body: row.response_body }
    : null;
}

export async function storeAnswer(
  tx: Queryable,
  record: {
    providerId: number;
    kind: MovementKind;
    transactionId: string;
    requestHash: string;
    betId: number | null;
    httpStatus: number;
    body: object;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO provider_transactions
       (provider_id, kind, transaction_id, request_hash, bet_id, response_status, response_body)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      record.providerId,
      record.kind,
      record.transactionId,
      record.requestHash,
      record.betId,
      record.httpStatus,
      JSON.stringify(record.body),
    ],
  );
}

export interface GameSession {
  playerId: number;
  /** the player's username: the screen name the wallet gives the provider */
  username: string;
  gameId: number;
  isPlayable: boolean;
}

/** The player's id, for an operator who names them by username (any case: usernames are unique so). */
export async function findPlayerIdByUsername(
  db: Queryable,
  username: string,
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM players WHERE lower(username) = lower($1)',
    [username],
  );
  return rows[0]?.id ?? null;
}

/** The player of a launch token's session, read without a lock to take their cash lock first. */
export async function findSessionPlayer(tx: Queryable, tokenHash: string): Promise<number | null> {
  const { rows } = await tx.query<{ player_id: number }>(
    'SELECT player_id FROM game_sessions WHERE token_hash = $1',
    [tokenHash],
  );
  return rows[0]?.player_id ?? null;
}

/**
 * The live game session of a launch token, for a game of this provider (and that game when
 * named), while the login that launched it is active: a revoked or expired session family ends
 * its games in this same statement, whichever way it was revoked. Each use marks the first use
 * and keeps the session alive for another idle period.
 */
export async function touchGameSession(
  tx: Queryable,
  providerId: number,
  tokenHash: string,
  gameSlug: string | undefined,
  now: Date,
): Promise<GameSession | null> {
  const { rows } = await tx.query<{
    player_id: number;
    username: string;
    game_id: number;
    is_playable: boolean;
  }>(
    `UPDATE game_sessions s
        SET used_at = coalesce(s.used_at, now()), expires_at = now() + make_interval(mins => $4)
       FROM games g JOIN game_providers p ON p.id = g.provider_id, players pl
      WHERE s.token_hash = $1 AND s.expires_at > now() AND g.id = s.game_id
        AND g.provider_id = $2 AND ($3::text IS NULL OR g.slug = $3) AND pl.id = s.player_id
        AND ${familyIsActiveSql('s.session_family', '$5')}
      RETURNING s.player_id, pl.username, s.game_id, (g.enabled AND p.enabled) AS is_playable`,
    [tokenHash, providerId, gameSlug ?? null, SESSION_IDLE_MINUTES, now],
  );
  const row = rows[0];
  return row
    ? {
        playerId: row.player_id,
        username: row.username,
        gameId: row.game_id,
        isPlayable: row.is_playable,
      }
    : null;
}

/** Opens a round with its stake; null when the game already has a round with this id. */
export async function insertOpenBet(
  tx: Queryable,
  bet: { playerId: number; gameId: number; roundId: string; amount: bigint },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bets (player_id, game_id, round_id, bet, status) VALUES ($1, $2, $3, $4, 'open')
     ON CONFLICT (game_id, round_id) DO NOTHING RETURNING id`,
    [bet.playerId, bet.gameId, bet.roundId, bet.amount.toString()],
  );
  return rows[0]?.id ?? null;
}

export interface BetRow {
  id: number;
  playerId: number;
  bet: bigint;
  status: 'open' | 'settled' | 'rolled_back';
}

interface BetDbRow {
  id: number;
  player_id: number;
  bet: bigint;
  status: BetRow['status'];
}

const toBet = (row: BetDbRow) => ({
  id: row.id,
  playerId: row.player_id,
  bet: row.bet,
  status: row.status,
});

/** The round of one of this provider's games, locked for settling when `lock`. */
export async function findRound(
  tx: Queryable,
  round: { providerId: number; gameSlug: string; roundId: string },
  lock: boolean,
): Promise<BetRow | null> {
  const { rows } = await tx.query<BetDbRow>(
    `SELECT b.id, b.player_id, b.bet, b.status FROM bets b JOIN games g ON g.id = b.game_id
      WHERE g.provider_id = $1 AND g.slug = $2 AND b.round_id = $3${lock ? ' FOR UPDATE OF b' : ''}`,
    [round.providerId, round.gameSlug, round.roundId],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** The bet an accepted bet call of this provider opened, locked when `lock`. */
export async function findBetOfTransaction(
  tx: Queryable,
  bet: { providerId: number; transactionId: string },
  lock: boolean,
): Promise<BetRow | null> {
  const { rows } = await tx.query<BetDbRow>(
    `SELECT b.id, b.player_id, b.bet, b.status
       FROM provider_transactions t JOIN bets b ON b.id = t.bet_id
      WHERE t.provider_id = $1 AND t.kind = 'bet' AND t.transaction_id = $2
        AND t.response_status = 200${lock ? ' FOR UPDATE OF b' : ''}`,
    [bet.providerId, bet.transactionId],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

export async function closeRound(
  tx: Queryable,
  betId: number,
  status: 'settled' | 'rolled_back',
  win: bigint,
): Promise<void> {
  await tx.query('UPDATE bets SET status = $2, win = $3 WHERE id = $1', [
    betId,
    status,
    win.toString(),
  ]);
}
