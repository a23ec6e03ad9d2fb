import { satoshisToMbtc } from '../../../../contract/money';
import { ALL_SPORTS } from '../../../../contract/operator/sports-limits';
import type { Queryable } from '../../../db/database';
import { selectStakeLimits } from './limits-repository';

/**
 * The pre-match stakes of every sport's defaults (mBTC), the `limits` get_sports shows the slip;
 * a sport's own limits, in-play limits and the player's factor are answered by a refusal.
 */
export async function defaultStakeLimitsView(
  db: Queryable,
): Promise<{ minStake: number; maxStake: number }> {
  const defaults = (await selectStakeLimits(db)).find(
    (row) => row.sportId === ALL_SPORTS && !row.inPlay,
  );
  if (!defaults) throw new Error('missing the default stake limits (migration 0021)');
  return {
    minStake: satoshisToMbtc(defaults.minStake),
    maxStake: satoshisToMbtc(defaults.maxStake),
  };
}
