import { EventEmitter } from 'node:events';
import type { RealtimeEvents } from '../../../contract/realtime';

export type { RealtimeEvents };

export interface RealtimeMessage {
  playerId: number;
  event: keyof RealtimeEvents;
  data: RealtimeEvents[keyof RealtimeEvents];
}

/**
 * Where domain code announces changes. In-process here; the socket.io server (main.ts)
 * subscribes and fans out, across nodes through its PostgreSQL adapter. Money changes (`balance`,
 * `transaction`) are published only by `announceMoneyChange` (wallet/money-events.ts).
 */
export interface Realtime {
  publish<E extends keyof RealtimeEvents>(
    playerId: number,
    event: E,
    data: RealtimeEvents[E],
  ): void;
  subscribe(listener: (message: RealtimeMessage) => void): () => void;
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
  };
}
