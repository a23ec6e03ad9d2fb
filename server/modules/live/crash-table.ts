// One crash table's rounds, run by the holder of the `live-tables` singleton: betting for
// LIVE_TIMING.crash.bettingMs, then the climb (a tick every tickMs carrying only the elapsed time,
// auto cash-outs fired at exactly their targets, the multiplier recorded about every second), the
// bust once the database's clock reaches it, the result and hash revealed, the bets settled, a
// pause, and the next round. Every write goes through the lease's fenced database.
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  crashMultiplierAt,
  crashTimeOf,
  LIVE_TIMING,
  type LiveEngine,
} from '../../../contract/house-page/live-tables';
import type { House } from '../house/house-context';
import { resultBytes } from './chain';
import { chainInUse, createChain, nextIndex, storedHashAt } from './chain-store';
import { effectiveTarget, floorMultiplier, payoutAt } from './crash-rules';
import type { LiveContext } from './live-context';
import type { LivePublisher } from './publisher';
import {
  betsOfRound,
  databaseNow,
  decideBet,
  endClimbIfDue,
  findRound,
  findRoundInPlay,
  insertRound,
  moveRound,
  recordMultiplier,
  betsAwaitingWallet,
  type RoundRow,
} from './repository';
import { crashPointFromBytes, roulettePocketFromBytes } from './results';
import { finishInterrupted, settleByResult } from './settlement';
import { toLiveBet, toLiveRound } from './views';
import { sendDecision, sendDecisions } from './wallet-steps';

/** How often the holder records the climb's multiplier (the takeover rule pays the last one). */
export const RECORD_EVERY_MS = 1_000;

/** A table as its holder runs it. `house.db` is the lease's fenced database. */
export interface TableRun {
  live: LiveContext;
  house: House;
  publisher: LivePublisher;
  table: string;
  engine: LiveEngine;
  fence: bigint;
  signal: AbortSignal;
}

const sleep = (ms: number, signal: AbortSignal) =>
  delay(Math.max(0, ms), undefined, { signal, ref: false }).catch(() => undefined);

/** The offset from this process's clock to the database's (ms), measured now. */
async function clockOffset(run: TableRun): Promise<number> {
  const before = Date.now();
  const now = await databaseNow(run.house.db);
  return now - (before + Date.now()) / 2;
}

/** Opens the table's next round on its chain (a new chain when there is none, or it is used up). */
export async function openRound(run: TableRun): Promise<RoundRow> {
  const { house, live, table, engine } = run;
  let chain =
    (await chainInUse(house.db, table)) ??
    (await createChain(house.db, table, live.chain, house.logger));
  let index = await nextIndex(house.db, chain.id);
  if (index > chain.length) {
    chain = await createChain(house.db, table, live.chain, house.logger);
    index = 1;
  }
  const hash = await storedHashAt(house.db, chain, index);
  const bytes = resultBytes(hash, chain.salt);
  const settings = live.settingsOf(engine);
  const crash = engine === 'crash' ? crashPointFromBytes(bytes, settings.edge) : null;
  const pocket = roulettePocketFromBytes(bytes);
  const id = randomUUID();
  await insertRound(house.db, {
    id,
    table,
    engine,
    chainId: chain.id,
    index,
    fence: run.fence,
    bettingMs: LIVE_TIMING[engine].bettingMs,
    exactResult: crash?.exact ?? pocket,
    result: crash?.shown ?? pocket,
    hash,
  });
  return (await findRound(house.db, id)) as RoundRow;
}

/** Starts the climb once the database's clock closed the window; the round as it started. */
export async function startClimb(run: TableRun, round: RoundRow): Promise<RoundRow | null> {
  while (!run.signal.aborted) {
    const waitMs = round.betting_closes_at.getTime() - (await databaseNow(run.house.db));
    if (waitMs <= 0 && (await moveRound(run.house.db, round.id, 'betting', 'running', run.fence)))
      return findRound(run.house.db, round.id);
    await sleep(Math.min(Math.max(waitMs, 5), 1_000), run.signal);
  }
  return null;
}

/**
 * The climb from its start to the bust: ticks, auto cash-outs at exactly their targets (the
 * target, or max win, whichever first; only those below the bust point ever fire), the
 * multiplier recorded every RECORD_EVERY_MS, and the end once the database's clock reaches the
 * bust. Answers false when the lease ended first.
 */
export async function climb(run: TableRun, round: RoundRow): Promise<boolean> {
  const { house, publisher, table } = run;
  const maxWin = run.live.settingsOf('crash').maxWin;
  const startedAt = (round.started_at as Date).getTime();
  const bustMs = Math.max(0, crashTimeOf(round.exact_result));
  const autos = (await betsOfRound(house.db, round.id))
    .filter((bet) => bet.kind === 'main' && bet.state === 'open')
    .map((bet) => ({ bet, target: effectiveTarget(bet.stake, bet.auto_cash_out, maxWin) }))
    .filter(({ target }) => target.multiplier < round.exact_result)
    .sort((a, b) => a.target.multiplier - b.target.multiplier);
  const paying: Promise<unknown>[] = [];
  let offset = await clockOffset(run);
  let recordedAt = 0;
  // the last tick's elapsed time: the short waits just before the bust send no extra ticks
  let tickedAt = -Infinity;
  const tickMs = LIVE_TIMING.crash.tickMs;
  while (!run.signal.aborted) {
    const now = Date.now() + offset;
    const elapsedMs = now - startedAt;
    if (elapsedMs >= bustMs) {
      if (await endClimbIfDue(house.db, round.id, run.fence, bustMs)) break;
      // this process's clock ran ahead of the database's: measure again, wait a little
      offset = await clockOffset(run);
      await sleep(5, run.signal);
      continue;
    }
    const multiplier = crashMultiplierAt(elapsedMs);
    while (autos[0] && autos[0].target.multiplier <= multiplier) {
      const { bet, target } = autos.shift() as (typeof autos)[number];
      const payout = target.isMaxWin ? maxWin : payoutAt(bet.stake, target.multiplier);
      const outcome = { state: 'cashed-out' as const, multiplier: target.multiplier, payout };
      if (!(await decideBet(house.db, bet.id, outcome))) continue; // cashed out by hand already
      const decided = { ...bet, ...outcome, decided_at: null };
      publisher.bets(
        table,
        round.id,
        [toLiveBet(decided, null)].filter((view) => view !== null),
      );
      paying.push(sendDecision(house, decided));
    }
    if (elapsedMs - tickedAt >= tickMs / 2) {
      tickedAt = elapsedMs;
      publisher.tick(table, round.id, Math.round(elapsedMs), Math.round(now));
    }
    if (now - recordedAt >= RECORD_EVERY_MS) {
      recordedAt = now;
      await recordMultiplier(house.db, round.id, floorMultiplier(multiplier));
    }
    await sleep(Math.min(tickMs - (elapsedMs % tickMs), bustMs - elapsedMs), run.signal);
  }
  await Promise.all(paying);
  return !run.signal.aborted;
}

/** One round from betting to settled; false when the lease ended on the way. */
export async function playCrashRound(run: TableRun): Promise<boolean> {
  const { house, publisher } = run;
  const opened = await openRound(run);
  publisher.round(toLiveRound(opened), await databaseNow(house.db));
  const started = await startClimb(run, opened);
  if (!started) return false;
  publisher.round(toLiveRound(started), await databaseNow(house.db));
  if (!(await climb(run, started))) return false;
  const ended = (await findRound(house.db, started.id)) as RoundRow;
  publisher.round(toLiveRound(ended), await databaseNow(house.db));
  await settleByResult(run.live, house, publisher, ended, run.fence);
  return true;
}

/** Sends the wallet calls left unconfirmed (the wallet did not answer at the time). */
export async function sweepWallet(run: TableRun): Promise<void> {
  await sendDecisions(run.house, await betsAwaitingWallet(run.house.db, run.table));
}

/**
 * The table's loop while this node holds the lease: first the round a previous holder left in
 * play is finished by the takeover rule, then rounds (`playRound` of the table's engine) follow
 * one another until the lease ends.
 */
export async function runTable(
  run: TableRun,
  playRound: (run: TableRun) => Promise<boolean>,
): Promise<void> {
  const interrupted = await findRoundInPlay(run.house.db, run.table);
  if (interrupted)
    await finishInterrupted(run.live, run.house, run.publisher, interrupted, run.fence);
  while (!run.signal.aborted) {
    await sweepWallet(run);
    if (!(await playRound(run))) return;
    await sleep(LIVE_TIMING[run.engine].endedPauseMs, run.signal);
  }
}
