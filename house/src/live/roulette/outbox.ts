// The player's chips and undos on their way to the server, one call at a time. Quick clicks made
// while a call is in flight wait together and go as one call; an undo takes back the last click
// (or rebet, or double) still waiting here, and otherwise asks the server to take back the last
// chips it placed, after whatever is in flight.
import type { Chip } from '../../games/roulette';

/** What one call sends: chips (each group is one click, one rebet or one double), or an undo. */
export type Outgoing = { kind: 'chips'; groups: Chip[][] } | { kind: 'undo' };

export interface Outbox {
  /** waiting, oldest first */
  queue: Outgoing[];
  /** the call the server is answering now */
  inFlight: Outgoing | null;
}

export const EMPTY_OUTBOX: Outbox = { queue: [], inFlight: null };

/** Adds chips placed together (one click, a rebet or a double) to the waiting call. */
export function addChips(outbox: Outbox, group: Chip[]): Outbox {
  if (group.length === 0) return outbox;
  const last = outbox.queue.at(-1);
  if (last?.kind === 'chips')
    return {
      ...outbox,
      queue: [...outbox.queue.slice(0, -1), { kind: 'chips', groups: [...last.groups, group] }],
    };
  return { ...outbox, queue: [...outbox.queue, { kind: 'chips', groups: [group] }] };
}

/** Takes back the last group still waiting, or else queues an undo for the server. */
export function addUndo(outbox: Outbox): Outbox {
  const last = outbox.queue.at(-1);
  if (last?.kind !== 'chips') return { ...outbox, queue: [...outbox.queue, { kind: 'undo' }] };
  const groups = last.groups.slice(0, -1);
  const rest = outbox.queue.slice(0, -1);
  return { ...outbox, queue: groups.length > 0 ? [...rest, { kind: 'chips', groups }] : rest };
}

/** The next call to send, if none is in flight, and the outbox with it in flight. */
export function takeNext(outbox: Outbox): [Outgoing, Outbox] | null {
  const [next, ...rest] = outbox.queue;
  if (outbox.inFlight || !next) return null;
  return [next, { queue: rest, inFlight: next }];
}

/** The call in flight was answered (accepted or refused). */
export const settle = (outbox: Outbox): Outbox => ({ ...outbox, inFlight: null });

/** The chips of an outgoing call, flattened. */
export const chipsOfCall = (call: Outgoing | null): Chip[] =>
  call?.kind === 'chips' ? call.groups.flat() : [];

/** Every chip not yet answered: in flight and waiting (shown on the board as the player's). */
export const unansweredChips = (outbox: Outbox): Chip[] => [
  ...chipsOfCall(outbox.inFlight),
  ...outbox.queue.flatMap(chipsOfCall),
];

/** Whether an undo would take something back (the server refuses an undo with nothing placed). */
export const hasSomethingToUndo = (outbox: Outbox, placedChips: number) =>
  outbox.queue.some((call) => call.kind === 'chips') ||
  chipsOfCall(outbox.inFlight).length > 0 ||
  placedChips - outbox.queue.filter((call) => call.kind === 'undo').length > 0;
