import { EventEmitter } from 'node:events';
import type { LiveChatRealtimeEvents } from '../../../contract/house-page/live-chat';
import type { RealtimeEvents } from '../../../contract/realtime';
import type { LiveRealtimeEvents } from '../../../contract/house-page/live-tables';
import type { SportsRealtimeEvents } from '../../../contract/sportsbook';

export type { RealtimeEvents };

export interface RealtimeMessage {
  playerId: number;
  event: keyof RealtimeEvents;
  data: RealtimeEvents[keyof RealtimeEvents];
}

/** Events anyone may watch (guests too), sent to a room rather than to a player. */
export type RoomEvents = SportsRealtimeEvents & LiveChatRealtimeEvents & LiveRealtimeEvents;

export interface RoomMessage {
  rooms: string[];
  event: keyof RoomEvents;
  data: RoomEvents[keyof RoomEvents];
}

/**
 * Where domain code announces changes. In-process here; the socket.io server (main.ts)
 * subscribes and fans out, across nodes through its PostgreSQL adapter. Money changes (`balance`,
 * `transaction`) are published only by `announceMoneyChange` (wallet/money-events.ts), and only
 * to their player: rooms carry public events (`RoomEvents`) alone.
 */
export interface Realtime {
  publish<E extends keyof RealtimeEvents>(
    playerId: number,
    event: E,
    data: RealtimeEvents[E],
  ): void;
  subscribe(listener: (message: RealtimeMessage) => void): () => void;
  /** Sends a public event to every socket in any of `rooms` (once per socket). */
  publishToRooms<E extends keyof RoomEvents>(rooms: string[], event: E, data: RoomEvents[E]): void;
  subscribeToRooms(listener: (message: RoomMessage) => void): () => void;
}

export function createRealtime(): Realtime {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(playerId, event, data) {
      emitter.emit('message', { playerId, event, data } satisfies RealtimeMessage);
    },
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    publishToRooms(rooms, event, data) {
      emitter.emit('room', { rooms, event, data } satisfies RoomMessage);
    },
    subscribeToRooms(listener) {
      emitter.on('room', listener);
      return () => emitter.off('room', listener);
    },
  };
}
