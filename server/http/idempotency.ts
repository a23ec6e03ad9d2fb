import { createHash } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { prepared, type Database, type Queryable } from '../db/database';
import { ApiError, badRequest } from './api-error';
import { canonicalJson } from './canonical-json';

/** A request still marked in flight after this long is taken to have died with its process. */
const STALE_AFTER_SECONDS = 120;
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

interface IdempotentRequest {
  playerId: number;
  key: string | undefined;
  requestHash: string;
  /**
   * The work, run in a transaction that also stores its answer: both commit or neither. It is
   * given what the wait it last asked for answered (undefined on its first run).
   */
  work: (tx: Queryable, waited: unknown) => Promise<object | WaitThenRunAgain>;
}

const WAIT = Symbol('wait, then run again');

/**
 * What a request's work answers when it must wait before it can finish (an in-play bet's
 * acceptance delay, a withdrawal's second factor), which no transaction may do (on PGlite it
 * holds the only connection; on PostgreSQL its locks would hold others back): the transaction
 * rolls back, the wait runs with none open, and the work runs again in a new one, given what the
 * wait answered. The key stays claimed throughout; a refusal the wait throws is stored as the
 * answer like the work's.
 */
export interface WaitThenRunAgain<Waited = unknown> {
  readonly [WAIT]: () => Promise<Waited>;
}

export function waitThenRunAgain<Waited>(wait: () => Promise<Waited>): WaitThenRunAgain<Waited> {
  return { [WAIT]: wait };
}

export function isWaitThenRunAgain(value: unknown): value is WaitThenRunAgain {
  return typeof value === 'object' && value !== null && WAIT in value;
}

/** Rolls back the transaction of a work that answered a wait (a transaction rolls back on a throw). */
class RollBackToWait extends Error {
  constructor(readonly wait: () => Promise<unknown>) {
    super('the work waits outside its transaction');
  }
}

interface Answer {
  status: ContentfulStatusCode;
  body: object;
}

/** The parsed request, so unknown fields and spelling (`1` or `"1.0"`) do not make two differ. */
export function hashRequest(path: string, input: unknown): string {
  return createHash('sha256').update(path).update('\n').update(canonicalJson(input)).digest('hex');
}

const CLAIM_SQL = prepared(
  `WITH unflushed AS (SELECT set_config('synchronous_commit', 'off', true))
   INSERT INTO idempotency_keys (player_id, key, request_hash, state)
   SELECT $1, $2, $3, 'in_flight' FROM unflushed
   ON CONFLICT DO NOTHING RETURNING 1`,
);

/**
 * Runs a money-moving request at most once per Idempotency-Key: the same key and body get the
 * stored answer, the same key with another body 422, a duplicate still in flight 409.
 */
export async function runIdempotent(db: Database, request: IdempotentRequest): Promise<Answer> {
  const { playerId, key, requestHash } = request;
  if (!key || !KEY_PATTERN.test(key)) throw badRequest('idempotency_key_required');

  // The claim commits without waiting for its WAL to reach the disk (synchronous_commit off for
  // this statement's transaction alone): it is visible at once, so a duplicate sees it, and the
  // work's commit, which waits, flushes the WAL up to and past it. A crash can lose only a claim
  // whose work never committed, which leaves the key free, as when the work fails.
  const claimed = await db.query(CLAIM_SQL, [playerId, key, requestHash]);
  if (claimed.rowCount === 0) {
    const stored = await readStored(db, playerId, key, requestHash);
    if (stored) return stored;
  }

  try {
    let waited: unknown;
    for (;;) {
      try {
        return await db.transaction(async (tx) => {
          const body = await request.work(tx, waited);
          if (isWaitThenRunAgain(body)) throw new RollBackToWait(body[WAIT]);
          await storeAnswer(tx, playerId, key, 200, body);
          return { status: 200, body };
        });
      } catch (error) {
        if (!(error instanceof RollBackToWait)) throw error;
        waited = await error.wait();
      }
    }
  } catch (error) {
    if (error instanceof ApiError) {
      // a refusal is an answer too: a retry with the same key gets the same one
      await storeAnswer(db, playerId, key, error.httpStatus, error.toBody());
      throw error;
    }
    // nothing was applied: free the key so the client can retry
    await db.query(
      'DELETE FROM idempotency_keys WHERE player_id = $1 AND key = $2 AND state = $3',
      [playerId, key, 'in_flight'],
    );
    throw error;
  }
}

async function readStored(
  db: Queryable,
  playerId: number,
  key: string,
  requestHash: string,
): Promise<Answer | null> {
  const { rows } = await db.query<{
    request_hash: string;
    state: string;
    response_status: number | null;
    response_body: object | null;
    stale: boolean;
  }>(
    `SELECT request_hash, state, response_status, response_body,
            created_at < now() - make_interval(secs => $3) AS stale
       FROM idempotency_keys WHERE player_id = $1 AND key = $2`,
    [playerId, key, STALE_AFTER_SECONDS],
  );
  const row = rows[0];
  if (!row) throw new ApiError(409, 'request_in_progress');
  if (row.request_hash !== requestHash) throw new ApiError(422, 'idempotency_key_reused');
  if (row.state === 'done')
    return { status: row.response_status as ContentfulStatusCode, body: row.response_body ?? {} };
  if (!row.stale) throw new ApiError(409, 'request_in_progress');
  // take over a request whose process died before answering; its work never committed
  const taken = await db.query(
    `UPDATE idempotency_keys SET created_at = now()
      WHERE player_id = $1 AND key = $2 AND state = 'in_flight' AND created_at < now() - make_interval(secs => $3)`,
    [playerId, key, STALE_AFTER_SECONDS],
  );
  if (taken.rowCount === 0) throw new ApiError(409, 'request_in_progress');
  return null;
}

const STORE_ANSWER_SQL = prepared(
  `UPDATE idempotency_keys SET state = 'done', response_status = $3, response_body = $4
    WHERE player_id = $1 AND key = $2`,
);

async function storeAnswer(
  db: Queryable,
  playerId: number,
  key: string,
  status: number,
  body: object,
): Promise<void> {
  await db.query(STORE_ANSWER_SQL, [playerId, key, status, JSON.stringify(body)]);
}
