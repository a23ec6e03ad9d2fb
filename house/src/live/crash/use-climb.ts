// The climb's position for components that show it in text (the multiplier, the cash-out
// buttons): re-rendered ten times a second during the climb, not at every frame.
import type { TableState } from '../table-state';
import { useNow } from '../use-now';
import { climbPosition, type ClimbPosition } from './crash-curve-math';

const TEXT_REFRESH_MS = 100;

/** The position now, or null outside the climb. */
export function useClimb(state: TableState, offset: number): ClimbPosition | null {
  const { round } = state.table;
  const isRunning = round.phase === 'running' && round.startedAt !== null;
  const now = useNow(TEXT_REFRESH_MS, isRunning);
  if (!isRunning || round.startedAt === null) return null;
  return climbPosition(round.startedAt, state.heard, now, offset);
}

/** The server time now by the estimate, refreshed every quarter second while `isActive`. */
export function useServerNow(offset: number, isActive: boolean): number {
  return useNow(250, isActive) + offset;
}
