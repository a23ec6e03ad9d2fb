import type {
  SportsBetCashedOutEvent,
  SportsBetReopenedEvent,
  SportsBetSettledEvent,
} from './sportsbook';

/** Events the socket.io server sends to a player's open apps; their payloads are what the client caches. */
export interface RealtimeEvents {
  /** The player's balance changed (mBTC). */
  balance: { real_balance: number; player_currency: string };
  /** A financial transaction was created or changed state (amount in mBTC). */
  transaction: {
    id: number;
    type: string;
    status: string;
    amount: number;
    /** Why a cancelled withdrawal was cancelled: `reversed` by the player, `rejected` by the operator. */
    cancelReason?: 'reversed' | 'rejected' | null;
  };
  /** One of the player's sports bets was settled; the sportsbook's public events are in sportsbook.ts. */
  sports_bet_settled: SportsBetSettledEvent;
  /** One of the player's settled sports bets was reopened: its settlement rolled back. */
  sports_bet_reopened: SportsBetReopenedEvent;
  /** Some or all of one of the player's sports bets was cashed out, by the player or automatically. */
  sports_bet_cashed_out: SportsBetCashedOutEvent;
}
