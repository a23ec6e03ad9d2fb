// The published formulas from a round's bytes to its result: contract/live-fairness.ts states them
// (the verifier page runs the same code); the server reads its bytes with node:crypto (chain.ts).
import type { CrashSideBet } from '../../../contract/house-page/live-tables';
import {
  crashPointFromBytes,
  crashSideBetPayout,
  crashSideBetWins,
  roulettePocketFromBytes,
} from '../../../contract/live-fairness';

export { crashPointFromBytes, roulettePocketFromBytes };

/** A side bet's payout multiple at the table's edge (2.00×, 10.00×, 1.96× at 1 %). */
export const sideBetPayout = (kind: CrashSideBet, edge: number) => crashSideBetPayout(kind, edge);

export const sideBetWins = (kind: CrashSideBet, exactBust: number) =>
  crashSideBetWins(kind, exactBust);
