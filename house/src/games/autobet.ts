// Autobet's arithmetic (Dice and Limbo), in integer satoshis: the settings a player types, the
// stake of the next bet after a win or a loss, and when the run stops by itself. The screen
// (components/autobet-controls.tsx) sends each bet as a manual one and asks this what comes next.
import { mbtcToSatoshis } from '../../../contract/money';
import { decimalsOf, parseDecimal } from '../format';
import type { Problem } from '../problems';
import { payoutOf, type Checked, type StakeLimits } from '../validation';

/** The most bets one run makes; 0 bets ("until stopped") stops there too. */
export const AUTOBET_MAX_BETS = 1000;
/** The largest increase after a win or a loss, in percent (100 doubles the stake). */
export const AUTOBET_MAX_INCREASE = 1000;

/** After a win or a loss: back to the stake the run started with, or that stake raised by a %. */
export type StakeChange = { kind: 'reset' } | { kind: 'increase'; percent: number };

export interface AutobetSettings {
  /** How many bets; 0 until stopped (at most AUTOBET_MAX_BETS). */
  bets: number;
  onWin: StakeChange;
  onLoss: StakeChange;
  /** Stop once the run's net profit reaches this (satoshis); null: no such stop. */
  stopOnProfit: bigint | null;
  /** Stop once the run's net loss reaches this (satoshis); null: no such stop. */
  stopOnLoss: bigint | null;
}

/** A run as it goes: the stake it started with, the next stake, the bets made and the net. */
export interface AutobetRun {
  baseStake: bigint;
  stake: bigint;
  betsMade: number;
  /** Paid back minus staked over the run (satoshis), negative when losing. */
  net: bigint;
}

/** Why a run ended by itself (a refusal or the player's Stop are the screen's). */
export type AutobetStop =
  | { kind: 'bets_done' }
  | { kind: 'profit_reached' }
  | { kind: 'loss_reached' }
  | { kind: 'problem'; problem: Problem };

export const startRun = (stake: bigint): AutobetRun => ({
  baseStake: stake,
  stake,
  betsMade: 0,
  net: 0n,
});

/** The stake after a change: the base stake, or the last stake raised by the percent (to the satoshi below). */
export function changedStake(change: StakeChange, run: AutobetRun): bigint {
  if (change.kind === 'reset') return run.baseStake;
  // percent has at most 2 decimals: in hundredths of a percent it is an integer
  const hundredths = BigInt(Math.round(change.percent * 100));
  return run.stake + (run.stake * hundredths) / 10_000n;
}

/**
 * The run after one settled bet (`stake` staked, `payout` paid back, 0 on a loss) and, when it
 * should stop there, why: the bets asked for are made, the profit or loss to stop at is reached,
 * or the next stake would break the game's limits (the stake, or the payout at `multiplier`).
 */
export function afterBet(
  run: AutobetRun,
  settings: AutobetSettings,
  bet: { stake: bigint; payout: bigint },
  next: { multiplier: number; limits: StakeLimits },
): { run: AutobetRun; stop: AutobetStop | null } {
  const isWin = bet.payout > 0n;
  const net = run.net + bet.payout - bet.stake;
  const made = { ...run, stake: bet.stake, betsMade: run.betsMade + 1, net };
  const after = { ...made, stake: changedStake(isWin ? settings.onWin : settings.onLoss, made) };
  const limit = settings.bets === 0 ? AUTOBET_MAX_BETS : Math.min(settings.bets, AUTOBET_MAX_BETS);
  if (settings.stopOnProfit !== null && net >= settings.stopOnProfit)
    return { run: after, stop: { kind: 'profit_reached' } };
  if (settings.stopOnLoss !== null && -net >= settings.stopOnLoss)
    return { run: after, stop: { kind: 'loss_reached' } };
  if (after.betsMade >= limit) return { run: after, stop: { kind: 'bets_done' } };
  const problem = checkNextStake(after.stake, next.multiplier, next.limits);
  return { run: after, stop: problem ? { kind: 'problem', problem } : null };
}

/** How a run ended: by itself, refused by the server, or stopped from outside. */
export type AutobetEnd =
  | AutobetStop
  | { kind: 'refused'; problem: Problem }
  /** the player pressed Stop, or left the game */
  | { kind: 'stopped' }
  /** the tab or window went out of view */
  | { kind: 'hidden' }
  /** the site opened its reality check over the game */
  | { kind: 'reality_check' };

/** One bet's outcome as the run reads it: what was staked and paid back, or the refusal. */
export type BetOutcome =
  | { ok: true; stake: bigint; payout: bigint }
  | { ok: false; problem: Problem }
  /** not sent (another call in flight) */
  | null;

/**
 * Runs autobet to its end: each bet sent once the one before is answered, the stop asked from
 * outside (`stopAsked`) read before each bet, every run shown to `onRun` as it moves.
 */
export async function runAutobet(options: {
  settings: AutobetSettings;
  firstStake: bigint;
  multiplier: number;
  limits: StakeLimits;
  send: (stake: bigint) => Promise<BetOutcome>;
  stopAsked: () => AutobetEnd | null;
  onRun: (run: AutobetRun) => void;
}): Promise<AutobetEnd> {
  const { settings, multiplier, limits } = options;
  let run = startRun(options.firstStake);
  options.onRun(run);
  for (;;) {
    const asked = options.stopAsked();
    if (asked) return asked;
    const outcome = await options.send(run.stake);
    if (!outcome) return { kind: 'stopped' };
    if (!outcome.ok) return { kind: 'refused', problem: outcome.problem };
    const next = afterBet(run, settings, outcome, { multiplier, limits });
    run = next.run;
    options.onRun(run);
    if (next.stop) return next.stop;
  }
}

/** Whether a stake may still be sent: within the stake limits and its payout within the maximum. */
export function checkNextStake(
  stake: bigint,
  multiplier: number,
  limits: StakeLimits,
): Problem | null {
  const max = mbtcToSatoshis(limits.maxStake) ?? 0n;
  if (stake > max) return { code: 'stake_above_maximum', params: { max: limits.maxStake } };
  const maxPayout = mbtcToSatoshis(limits.maxPayout) ?? 0n;
  if (payoutOf(stake, multiplier) > maxPayout)
    return { code: 'payout_above_maximum', params: { max: limits.maxPayout } };
  return null;
}

const fail = (code: string, params?: Problem['params']): { ok: false; problem: Problem } => ({
  ok: false,
  problem: params ? { code, params } : { code },
});

/** The number of bets typed: a whole number from 0 (until stopped) to AUTOBET_MAX_BETS. */
export function checkBetCount(text: string): Checked<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('field_required');
  if (!/^\d{1,7}$/.test(trimmed)) return fail('autobet_invalid_count', { max: AUTOBET_MAX_BETS });
  const count = Number(trimmed);
  return count > AUTOBET_MAX_BETS
    ? fail('autobet_invalid_count', { max: AUTOBET_MAX_BETS })
    : { ok: true, value: count };
}

/** An increase typed in percent: 0 to AUTOBET_MAX_INCREASE, up to 2 decimals. */
export function checkIncrease(text: string): Checked<number> {
  const percent = parseDecimal(text);
  if (percent === null || decimalsOf(text) > 2 || percent > AUTOBET_MAX_INCREASE)
    return fail('autobet_invalid_increase', { max: AUTOBET_MAX_INCREASE });
  return { ok: true, value: percent };
}

/** A stop amount typed in mBTC: empty (or 0) for none, otherwise up to 5 decimals. */
export function checkStopAmount(text: string): Checked<bigint | null> {
  if (text.trim() === '') return { ok: true, value: null };
  const number = parseDecimal(text);
  const satoshis = number === null ? null : mbtcToSatoshis(number);
  if (satoshis === null) return fail('invalid_amount');
  return { ok: true, value: satoshis === 0n ? null : satoshis };
}
