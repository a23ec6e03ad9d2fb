// Stamping the simulator's messages: an id unique per message and `seq` increasing per event.
import type { EventClock, EventScore, FeedMessage, MarketSettlement } from '../feed-messages';

/** A message's own part: what its kind carries besides the id, event, seq and timestamp. */
export type MessageBody = FeedMessage extends infer M
  ? M extends FeedMessage
    ? Omit<M, 'id' | 'eventId' | 'seq' | 'timestamp'>
    : never
  : never;

/** What stamps an event's messages: its id and the last seq it used. */
export interface SimEvent {
  eventId: string;
  seq: number;
}

/** Stamps a message with the event's next seq and the id `<eventId>:<seq>`, and appends it. */
export function emit(event: SimEvent, messages: FeedMessage[], now: number, body: MessageBody) {
  event.seq += 1;
  const { eventId, seq } = event;
  messages.push({
    ...body,
    id: `${eventId}:${String(seq)}`,
    eventId,
    seq,
    timestamp: now,
  } as FeedMessage);
}

/**
 * The end of a match: every market stops, the event ends with its clock stopped, every market
 * ever published settles (certainty 2), and the event closes.
 */
export function emitFinalWhistle(
  event: SimEvent,
  messages: FeedMessage[],
  now: number,
  final: { live: { score: EventScore; clock: EventClock }; settlements: MarketSettlement[] },
) {
  emit(event, messages, now, { kind: 'bet_stop' });
  const ended = { ...final.live, status: 'ended' as const };
  ended.clock = { ...ended.clock, isStopped: true };
  emit(event, messages, now, { kind: 'odds_change', event: ended, markets: [] });
  emit(event, messages, now, { kind: 'bet_settlement', certainty: 2, markets: final.settlements });
  emit(event, messages, now, { kind: 'odds_change', event: { status: 'closed' }, markets: [] });
}
