// Plays crash rounds from a real hash chain to measure what the published formula returns. The
// chain and the HMACs use node:crypto (synchronous, far faster than WebCrypto's promises at
// millions of rounds); the bust point comes from the same formula the tables use.
import { createHash, createHmac } from 'node:crypto';
import { crashPointFromBytes } from '../../contract/live-fairness';

export interface CrashSimulationOptions {
  rounds: number;
  /** the chain's secret seed: h_N = sha256hex(seed) */
  seed: string;
  salt: string;
  houseEdge: number;
  /** auto cash-out targets, each played once per round with a stake of 1 */
  targets: readonly number[];
}

export interface MeasuredRate {
  /** the mean per round: the return per unit staked, or the rate of an event */
  mean: number;
  /** the standard error of that mean, from the rounds played */
  standardError: number;
}

export interface CrashSimulation {
  rounds: number;
  returns: { target: number; measured: MeasuredRate }[];
  instantBust: MeasuredRate;
}

/** Mean and standard error of a quantity whose values were summed and summed squared. */
function measure(sum: number, sumOfSquares: number, count: number): MeasuredRate {
  const mean = sum / count;
  const variance = Math.max(0, sumOfSquares / count - mean * mean);
  return { mean, standardError: Math.sqrt(variance / count) };
}

/**
 * Plays `rounds` rounds of one chain. The chain is used from h_N downwards as it is made (the
 * tables reveal it the other way, h_1 first), which changes nothing in the statistics and keeps
 * memory flat.
 */
export function simulateCrash(options: CrashSimulationOptions): CrashSimulation {
  const { rounds, salt, houseEdge, targets } = options;
  const wins = targets.map(() => 0);
  let instantBusts = 0;
  let hash = createHash('sha256').update(options.seed).digest('hex');
  for (let round = 0; round < rounds; round++) {
    const bytes = createHmac('sha256', hash).update(salt).digest();
    const { exact } = crashPointFromBytes(bytes, houseEdge);
    if (exact < 1) instantBusts++;
    for (let index = 0; index < targets.length; index++) {
      // an auto cash-out at t wins iff t < B and is paid exactly t
      if ((targets[index] ?? Infinity) < exact) wins[index] = (wins[index] ?? 0) + 1;
    }
    hash = createHash('sha256').update(hash).digest('hex');
  }
  return {
    rounds,
    // each round pays t (won) or 0, so the sum is t·wins and the sum of squares t²·wins
    returns: targets.map((target, index) => {
      const won = wins[index] ?? 0;
      return { target, measured: measure(target * won, target * target * won, rounds) };
    }),
    instantBust: measure(instantBusts, instantBusts, rounds),
  };
}

/** The standard error the formula predicts for a target's return: t·√(p(1 − p)/n), p = (1 − edge)/t. */
export function expectedReturnStandardError(target: number, houseEdge: number, rounds: number) {
  const winChance = (1 - houseEdge) / target;
  return target * Math.sqrt((winChance * (1 - winChance)) / rounds);
}
