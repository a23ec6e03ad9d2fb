// Reading a round's engine-specific `result` (contract/house-page/house.ts: a free-form record).
import type { HouseRound } from '../../contract/house-page/house';

export function resultNumber(round: HouseRound, key: string): number {
  const value = round.result[key];
  return typeof value === 'number' ? value : Number(value);
}
