// One Live Roulette table's rounds, run by the holder of the `live-tables` singleton: betting for
// LIVE_TIMING['live-roulette'].bettingMs, the spin (its pocket was fixed when the round opened,
// from the chain), the result and hash revealed once the spin's time passed by the database's
// clock, the chips settled, a pause, and the next round.
import { LIVE_TIMING } from '../../../contract/house-page/live-tables';
import { openRound, startClimb, type TableRun } from './crash-table';
import { databaseNow, endClimbIfDue, findRound, type RoundRow } from './repository';
import { settleByResult } from './settlement';
import { toLiveRound } from './views';
import { setTimeout as delay } from 'node:timers/promises';

const sleep = (ms: number, signal: AbortSignal) =>
  delay(Math.max(0, ms), undefined, { signal, ref: false }).catch(() => undefined);

/** Ends the spin once the database's clock passed its length; false when the lease ended first. */
export async function endSpin(run: TableRun, round: RoundRow): Promise<boolean> {
  const spinMs = LIVE_TIMING['live-roulette'].spinMs;
  const endsAt = (round.started_at as Date).getTime() + spinMs;
  while (!run.signal.aborted) {
    if (await endClimbIfDue(run.house.db, round.id, run.fence, spinMs)) return true;
    await sleep(Math.min(endsAt - (await databaseNow(run.house.db)), 1_000) + 5, run.signal);
  }
  return false;
}

/** One spin from betting to settled; false when the lease ended on the way. */
export async function playRouletteRound(run: TableRun): Promise<boolean> {
  const { house, publisher } = run;
  const opened = await openRound(run);
  publisher.round(toLiveRound(opened), await databaseNow(house.db));
  // the window closes by the database's clock; the spin starts then (startClimb moves the phase)
  const spinning = await startClimb(run, opened);
  if (!spinning) return false;
  publisher.round(toLiveRound(spinning), await databaseNow(house.db));
  if (!(await endSpin(run, spinning))) return false;
  const ended = (await findRound(house.db, spinning.id)) as RoundRow;
  publisher.round(toLiveRound(ended), await databaseNow(house.db));
  await settleByResult(run.live, house, publisher, ended, run.fence);
  return true;
}
