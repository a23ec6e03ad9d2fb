// A million crash rounds from a real chain: every auto cash-out target returns 1 − edge and the
// curve busts at once (B < 1) at the edge's rate. The chain's seed is fixed, so the run is the
// same every time; its bounds are five standard errors of what the formula predicts, wide
// enough for any honest chain and narrow enough to catch an edge off by a point at 1.5× and 2×.
// `npm run sim:crash` plays 20 million rounds for the tighter published figures.
import { describe, expect, it } from 'vitest';
import { LIVE_DEFAULT_HOUSE_EDGE } from '../contract/live-fairness';
import { expectedReturnStandardError, simulateCrash } from '../scripts/lib/crash-simulation';

const ROUNDS = 1_000_000;
const EDGE = LIVE_DEFAULT_HOUSE_EDGE;
const BOUND_IN_STANDARD_ERRORS = 5;
const TARGETS = [1.5, 2, 10] as const;

const simulation = simulateCrash({
  rounds: ROUNDS,
  seed: 'crash-simulation-test-seed',
  salt: '00000000000000000001a0c7f6b0b3d8e5a4f9c2d1e0b7a6c5d4e3f2a1b0c9d8',
  houseEdge: EDGE,
  targets: TARGETS,
});

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

describe(`${ROUNDS.toLocaleString('en')} crash rounds at a ${percent(EDGE)} edge`, () => {
  it.each(
    TARGETS.map((target) => ({
      target,
      bound: BOUND_IN_STANDARD_ERRORS * expectedReturnStandardError(target, EDGE, ROUNDS),
    })),
  )(
    'an auto cash-out at $target× returns 1 − edge within 5 standard errors',
    ({ target, bound }) => {
      const measured = simulation.returns.find((row) => row.target === target)?.measured;
      const message = `return at ${target}×: ${percent(measured?.mean ?? NaN)}, bound ${percent(1 - EDGE)} ± ${percent(bound)}`;
      expect(Math.abs((measured?.mean ?? NaN) - (1 - EDGE)), message).toBeLessThan(bound);
    },
  );

  it('busts at once (below 1×) at the edge rate within 5 standard errors', () => {
    const bound = BOUND_IN_STANDARD_ERRORS * Math.sqrt((EDGE * (1 - EDGE)) / ROUNDS);
    const rate = simulation.instantBust.mean;
    const message = `instant busts ${percent(rate)}, bound ${percent(EDGE)} ± ${percent(bound)}`;
    expect(Math.abs(rate - EDGE), message).toBeLessThan(bound);
  });
});
