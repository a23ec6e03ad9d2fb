import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import type { Database } from '../db/database';
import type { Logger } from '../logger';
import { fencedDatabase, readFence, takeNextFence } from './leases';
import { openLockConnection, type LockConnection } from './lock-connection';

/** How often a standby tries to take the lock, and a holder checks its connection. */
const RETRY_MS = 1_000;
const HEARTBEAT_MS = 1_000;
// the first key of every singleton's advisory lock, the second is its name's hash (the migration
// lock takes a one-key lock, which PostgreSQL keeps apart from two-key ones)
const LOCK_NAMESPACE = 7_340_220;

/** What a singleton's work holds while this node is its holder. */
export interface Lease {
  readonly name: string;
  /** This holder's fencing number, larger than every earlier holder's. */
  readonly fence: bigint;
  /** Aborted once this node may no longer be the holder (connection lost, stopping): the work ends. */
  readonly signal: AbortSignal;
  /**
   * The database as this holder: each transaction (and each lone query) first checks that the
   * fence is still this one and throws StaleLeaseError otherwise. Write through it.
   */
  readonly db: Database;
}

/** Runs while held, and returns once `lease.signal` is aborted. */
export type SingletonWork = (lease: Lease) => Promise<void>;

export interface Singleton {
  isHolder(): boolean;
  /** Ends the work (and waits for it), releases the lock for another node, closes the connection. */
  stop(): Promise<void>;
}

export interface SingletonOptions {
  name: string;
  db: Database;
  /** The PostgreSQL database the lock's own connection opens (unused on PGlite). */
  databaseUrl: string | undefined;
  logger: Logger;
  work: SingletonWork;
}

/**
 * Work exactly one node of the cluster may do at a time (the house's recovery pass; a sportsbook
 * feed, a live table's rounds). On PostgreSQL every node contends for a session-level advisory
 * lock on a connection of its own (not the pool's: a pooled connection would carry the lock to
 * other work); the node that takes it increments the singleton's fence in `cluster_leases` and
 * runs the work, while the others try again every second. The holder checks its connection every
 * second and ends the work when it is lost; PostgreSQL frees the lock of a connection that dies
 * (its session sets TCP timeouts of a few seconds for a holder whose machine vanished), so another
 * node takes over within seconds. A holder that lost the lock without knowing it yet writes
 * nothing: its `lease.db` checks the fence. On PGlite (one process) the work simply runs.
 */
export function startSingleton(options: SingletonOptions): Singleton {
  if (options.db.kind === 'postgres' && !options.databaseUrl)
    throw new Error(`cluster singleton "${options.name}" needs the database's URL`);
  const stopping = new AbortController();
  const holding = { isHolder: false };
  const holder = `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
  const run =
    options.db.kind === 'pglite'
      ? runInProcess(options, holder, stopping.signal, holding)
      : contend(options, holder, stopping.signal, holding);
  return {
    isHolder: () => holding.isHolder,
    async stop() {
      stopping.abort();
      await run;
    },
  };
}

/**
 * Work that runs `task` at once and then every `intervalMs` while held; a failed run is logged
 * and the next one comes as usual.
 */
export function repeatWhileHeld(
  intervalMs: number,
  task: (lease: Lease) => Promise<void>,
  logger: Logger,
): SingletonWork {
  return async (lease) => {
    while (!lease.signal.aborted) {
      await task(lease).catch((error: unknown) =>
        logger.error('cluster singleton task failed', { name: lease.name, error }),
      );
      await sleep(intervalMs, lease.signal);
    }
  };
}

/** Resolves after `ms`, or at once when `signal` is aborted; never keeps the process alive. */
const sleep = (ms: number, signal: AbortSignal) =>
  delay(ms, undefined, { signal, ref: false }).catch(() => undefined);

async function runInProcess(
  options: SingletonOptions,
  holder: string,
  stopping: AbortSignal,
  holding: { isHolder: boolean },
): Promise<void> {
  while (!stopping.aborted) {
    try {
      const fence = await takeNextFence(options.db, options.name, holder);
      await runWork(options, holder, fence, stopping, holding);
    } catch (error) {
      options.logger.error('cluster singleton failed', { name: options.name, error });
    }
    await sleep(RETRY_MS, stopping);
  }
}

async function contend(
  options: SingletonOptions,
  holder: string,
  stopping: AbortSignal,
  holding: { isHolder: boolean },
): Promise<void> {
  const { name, logger } = options;
  const databaseUrl = options.databaseUrl as string; // checked by startSingleton
  const key = lockKey(name);
  while (!stopping.aborted) {
    const connection = await openLockConnection(databaseUrl, name).catch((error: unknown) => {
      logger.debug('cluster singleton cannot connect', { name, error });
      return null;
    });
    while (connection && !connection.lost.aborted && !stopping.aborted) {
      const attempt = await connection
        .query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS held', key)
        .catch(() => null);
      if (attempt?.rows[0]?.held) {
        await holdLock(connection, options, holder, stopping, holding);
        break;
      }
      await sleep(RETRY_MS, stopping);
    }
    await connection?.close();
    if (!stopping.aborted) await sleep(RETRY_MS, stopping);
  }
}

/** Runs the work while the lock is held, then gives the lock back if the connection still stands. */
async function holdLock(
  connection: LockConnection,
  options: SingletonOptions,
  holder: string,
  stopping: AbortSignal,
  holding: { isHolder: boolean },
): Promise<void> {
  const { name, logger } = options;
  const fence = await takeNextFence(connection, name, holder).catch((error: unknown) => {
    logger.warn('cluster singleton could not take its fence', { name, error });
    return null;
  });
  if (fence === null) return;
  const heartbeatFailed = new AbortController();
  const stopHeartbeat = startHeartbeat(connection, name, fence, () => heartbeatFailed.abort());
  const signal = AbortSignal.any([connection.lost, stopping, heartbeatFailed.signal]);
  await runWork(options, holder, fence, signal, holding);
  stopHeartbeat();
  if (connection.lost.aborted) {
    logger.warn('cluster singleton lost', { name, fence });
    return;
  }
  await connection.query('SELECT pg_advisory_unlock($1, $2)', lockKey(name)).catch(() => null);
  logger.info('cluster singleton released', { name, fence });
}

/** Calls `onLost` when the connection stops answering, or the fence is no longer this holder's. */
function startHeartbeat(
  connection: LockConnection,
  name: string,
  fence: bigint,
  onLost: () => void,
): () => void {
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  const beat = async () => {
    const current = await readFence(connection, name).catch(() => null);
    if (current !== fence) onLost();
    else if (!isStopped) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => void beat(), HEARTBEAT_MS);
    timer.unref();
  };
  schedule();
  return () => {
    isStopped = true;
    clearTimeout(timer);
  };
}

async function runWork(
  options: SingletonOptions,
  holder: string,
  fence: bigint,
  signal: AbortSignal,
  holding: { isHolder: boolean },
): Promise<void> {
  const { name, db, logger, work } = options;
  holding.isHolder = true;
  logger.info('cluster singleton held', { name, fence, holder });
  try {
    await work({ name, fence, signal, db: fencedDatabase(db, name, fence) });
  } catch (error) {
    logger.error('cluster singleton work failed', { name, error });
  } finally {
    holding.isHolder = false;
  }
}

/** The two keys of a singleton's advisory lock: the namespace, and 32 bits of its name's hash. */
function lockKey(name: string): [number, number] {
  return [LOCK_NAMESPACE, createHash('sha256').update(name).digest().readInt32BE(0)];
}
