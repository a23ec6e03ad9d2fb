// A node's announcements to a table's room. Phases and ticks go out at once; bets are coalesced:
// the first change of a round goes out after at most PUBLISH_WINDOW_MS with every change made
// meanwhile (the latest state of each bet), so a busy round costs one emit per window.
import {
  liveTableRoom,
  type LiveBet,
  type LiveRound,
} from '../../../contract/house-page/live-tables';
import type { Realtime } from '../realtime/realtime';

export const PUBLISH_WINDOW_MS = 100;

export interface LivePublisher {
  round(round: LiveRound, serverTime: number): void;
  tick(table: string, roundId: string, elapsedMs: number, serverTime: number): void;
  bets(table: string, roundId: string, bets: LiveBet[]): void;
  /** Sends what waits, and stops. */
  stop(): void;
}

export function createLivePublisher(realtime: Realtime): LivePublisher {
  const pending = new Map<string, { roundId: string; bets: Map<string, LiveBet> }>();
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    timer = null;
    for (const [table, { roundId, bets }] of pending) {
      realtime.publishToRooms([liveTableRoom(table)], 'live_bets', {
        table,
        roundId,
        bets: [...bets.values()],
      });
    }
    pending.clear();
  };

  return {
    round(round, serverTime) {
      // the bets of a round go out before the round's next phase
      flush();
      realtime.publishToRooms([liveTableRoom(round.table)], 'live_round', {
        table: round.table,
        round,
        serverTime,
      });
    },
    tick(table, roundId, elapsedMs, serverTime) {
      realtime.publishToRooms([liveTableRoom(table)], 'live_tick', {
        table,
        roundId,
        elapsedMs,
        serverTime,
      });
    },
    bets(table, roundId, bets) {
      if (bets.length === 0) return;
      let waiting = pending.get(table);
      if (waiting && waiting.roundId !== roundId) {
        flush();
        waiting = undefined;
      }
      if (!waiting) {
        waiting = { roundId, bets: new Map() };
        pending.set(table, waiting);
      }
      // public: nobody's bet is `mine` in a room
      for (const bet of bets) waiting.bets.set(bet.id, { ...bet, isMine: false });
      if (!timer) {
        timer = setTimeout(flush, PUBLISH_WINDOW_MS);
        timer.unref();
      }
    },
    stop() {
      if (timer) clearTimeout(timer);
      flush();
    },
  };
}
