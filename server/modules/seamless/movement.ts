import { createHash } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../../contract/errors';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { canonicalJson } from '../../http/canonical-json';
import {
  findStoredAnswer,
  lockProviderTransaction,
  storeAnswer,
  type MovementKind,
} from './repository';

/** What a movement did, for the answer and for the realtime balance of its player. */
export interface Outcome {
  body: object;
  betId: number | null;
  player: { id: number; balance: bigint } | null;
}

export interface MovementResult {
  body: object;
  /** Set only when this call moved money (not for a replay or a refusal). */
  player: { id: number; balance: bigint } | null;
}

interface Movement {
  providerId: number;
  kind: MovementKind;
  transactionId: string;
  /** The request as the provider meant it, to tell a replay from a reused id. */
  request: Record<string, string>;
  work: (tx: Queryable) => Promise<Outcome>;
}

/**
 * Runs a bet, win or rollback at most once per provider transaction id: the first answer
 * (a refusal included) is stored in the same commit as the money it moved, and any later call
 * with that id gets it back. Refusals are thrown by `work` before it moves any money.
 */
export async function runMovement(db: Database, movement: Movement): Promise<MovementResult> {
  const { providerId, kind, transactionId } = movement;
  const requestHash = createHash('sha256')
    .update(canonicalJson({ kind, ...movement.request }))
    .digest('hex');
  const result = await db.transaction(async (tx) => {
    await lockProviderTransaction(tx, providerId, transactionId);
    const stored = await findStoredAnswer(tx, providerId, kind, transactionId);
    if (stored) {
      if (stored.requestHash !== requestHash) throw new ApiError(409, 'transaction_id_reused');
      return { httpStatus: stored.httpStatus, body: stored.body, player: null };
    }
    let outcome: Outcome;
    let httpStatus = 200;
    try {
      outcome = await movement.work(tx);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      httpStatus = error.httpStatus;
      outcome = { body: error.toBody(), betId: null, player: null };
    }
    await storeAnswer(tx, {
      providerId,
      kind,
      transactionId,
      requestHash,
      betId: outcome.betId,
      httpStatus,
      body: outcome.body,
    });
    return { httpStatus, body: outcome.body, player: outcome.player };
  });
  if (result.httpStatus !== 200) {
    const refusal = result.body as ErrorBody;
    throw new ApiError(
      result.httpStatus as ContentfulStatusCode,
      refusal.code,
      refusal.errors,
      refusal.params,
    );
  }
  return { body: result.body, player: result.player };
}
