// Asian handicap: the handicap `hcp` is added to the home team's final goals (UOF: the specifier is
// the home side's line; the away side gets −hcp) and applies to the full-match score. A quarter
// line (±0.25, ±0.75, …) splits the stake in two halves on the neighbouring lines, so a bet can be
// won, half-won, pushed, half-lost or lost.

/** The five ways an Asian handicap bet ends, with their probabilities (summing to 1). */
export interface HandicapSplit {
  win: number;
  halfWin: number;
  push: number;
  halfLoss: number;
  loss: number;
}

/** The result of the two halves added (each −1, 0 or 1). */
const RESULT_BY_SUM: Record<number, keyof HandicapSplit> = {
  2: 'win',
  1: 'halfWin',
  0: 'push',
  [-1]: 'halfLoss',
  [-2]: 'loss',
};

/** −1, 0 or 1: how a whole or half line ends for the side whose line it is. */
function lineResult(goalDifference: number, line: number): number {
  return Math.sign(goalDifference + line);
}

/** A quarter line is two halves on the lines 0.25 either side; whole and half lines are one. */
export function halfLines(line: number): [number, number] {
  const isQuarter = Math.abs((Math.abs(line) * 4) % 2) === 1;
  return isQuarter ? [line - 0.25, line + 0.25] : [line, line];
}

/**
 * How a side with handicap `line` ends, given the distribution of its goal difference (its goals
 * minus the other side's): each half settles on its own line, the two results added.
 */
export function splitHandicap(goalDifferences: Map<number, number>, line: number): HandicapSplit {
  const [lower, upper] = halfLines(line);
  const split: HandicapSplit = { win: 0, halfWin: 0, push: 0, halfLoss: 0, loss: 0 };
  for (const [difference, probability] of goalDifferences) {
    const sum = lineResult(difference, lower) + lineResult(difference, upper);
    const key = RESULT_BY_SUM[sum];
    if (key) split[key] += probability;
  }
  return split;
}

/**
 * The fair odds d make the expected return of a stake of 1 equal 1:
 *   d·W + (1 + d)/2·HW + 1·P + ½·HL = 1   ⇒   d = (1 − HW/2 − P − HL/2) / (W + HW/2).
 * Its "effective probability" 1/d is what the margin is applied to; the two sides' effective
 * probabilities sum to exactly 1, so the margin works as for any two-way market.
 */
export function effectiveProbability(split: HandicapSplit): number {
  const stakeAtRisk = 1 - split.halfWin / 2 - split.push - split.halfLoss / 2;
  if (stakeAtRisk <= 0) return 0;
  return (split.win + split.halfWin / 2) / stakeAtRisk;
}

/** The same bet seen from the other side (its line negated): wins and losses swap. */
export function otherSide(split: HandicapSplit): HandicapSplit {
  return {
    win: split.loss,
    halfWin: split.halfLoss,
    push: split.push,
    halfLoss: split.halfWin,
    loss: split.win,
  };
}
