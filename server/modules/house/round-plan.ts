import type { HouseEngine } from '../../../contract/house-page/house';
import type { VerifiedBet } from '../../../contract/provably-fair';

/** What a round decided once its nonce was drawn. */
export interface Decision {
  /** `open` only for a Hi-Lo round that goes on; otherwise the round settles with `payout`. */
  state: 'open' | 'settling';
  /** Satoshis paid back (while open, what cashing out would pay). */
  payout: bigint;
  multiplier: number;
  result: Record<string, unknown>;
}

/** A bet the house has checked and may place: its stake and how its result decides it. */
export interface RoundPlan {
  engine: HouseEngine;
  /** satoshis */
  stake: bigint;
  /** The bet as asked, kept with the round. */
  params: Record<string, unknown>;
  decide(bet: VerifiedBet): Decision;
}
