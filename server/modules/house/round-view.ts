import type { HouseRound } from '../../../contract/house-page/house';
import { satoshisToMbtc } from '../../../contract/money';
import type { RoundRow } from './rounds-repository';

/**
 * A round as the game page shows it. A round whose win the wallet has not confirmed yet shows
 * its outcome all the same: recovery pays it.
 */
export function toHouseRound(row: RoundRow): HouseRound {
  return {
    id: row.id,
    game: row.game,
    engine: row.engine,
    nonce: row.nonce,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    serverSeed: row.server_seed,
    stake: satoshisToMbtc(row.stake),
    payout: satoshisToMbtc(row.payout),
    multiplier: row.multiplier,
    state: row.state === 'open' ? 'open' : row.payout > 0n ? 'won' : 'lost',
    result: row.result,
    createdAt: row.created_at.toISOString(),
  };
}
