// The queue of src/lib/withdrawal-queue.ts, tested here beside the mutation that sends through it
// and the server fixture both use (shared code imports no feature).
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createWithdrawalQueue,
  type QueuedWithdrawal,
  type WithdrawalQueue,
} from '../../../lib/withdrawal-queue';
import { memoryStorage, refused, withdrawalServer } from './withdrawal-server-fixture';

const PLAYER_ID = 7;
const queued = (amount: string, playerId = PLAYER_ID): QueuedWithdrawal => ({
  key: crypto.randomUUID(),
  playerId,
  amount,
  address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  createdAt: '2026-11-28T10:00:00.000Z',
});

let server: ReturnType<typeof withdrawalServer>;
let queues: WithdrawalQueue[];

/** A tab's queue; tabs made with the same storage and name share the queue. */
function tab(storage = memoryStorage(), name = `test-queue-${crypto.randomUUID()}`) {
  const queue = createWithdrawalQueue(storage, { sharedName: name });
  queues.push(queue);
  return queue;
}

beforeEach(() => {
  server = withdrawalServer(5);
  vi.stubGlobal('fetch', server.fetch);
  queues = [];
  onlineManager.setOnline(true);
});
afterEach(() => {
  for (const queue of queues) queue.close();
  vi.unstubAllGlobals();
});

describe('the withdrawal queue', () => {
  it('sends oldest first, each with its key, and an answer takes each out', async () => {
    const queue = tab();
    const [first, second] = [queued('1'), queued('2')];
    await queue.enqueue(first);
    await queue.enqueue(second);
    await queue.enqueue(first);
    await queue.send(PLAYER_ID);
    expect(server.sent.map((sent) => sent.key)).toEqual([first.key, second.key]);
    expect(queue.state.get().items).toEqual([]);
  });

  it("sends only the player's own", async () => {
    const queue = tab();
    const other = queued('1', 8);
    await queue.enqueue(other);
    await queue.send(PLAYER_ID);
    expect(server.sent).toEqual([]);
    expect(queue.state.get().items).toEqual([other]);
  });

  it('stops at a withdrawal without an answer: it and the ones behind it stay, in order', async () => {
    const queue = tab();
    const items = [queued('1'), queued('2')];
    for (const item of items) await queue.enqueue(item);
    server.network = 'loses-next-answer';
    await queue.send(PLAYER_ID);
    expect(server.sent).toHaveLength(1);
    expect(queue.state.get().items).toEqual(items);
  });

  it('sends nothing of a withdrawal removed before it goes', async () => {
    const queue = tab();
    const item = queued('1');
    await queue.enqueue(item);
    await queue.remove(item.key);
    await queue.send(PLAYER_ID);
    expect(server.sent).toEqual([]);
  });

  it('lists a refusal no submit waited for until it is dismissed', async () => {
    const queue = tab();
    const item = queued('1');
    await queue.enqueue(item);
    server.refusal = refused('withdrawal_address_not_saved', {
      address: 'withdrawal_address_not_saved',
    });
    await queue.send(PLAYER_ID);
    expect(queue.state.get().items).toEqual([]);
    expect(queue.state.get().refused).toEqual([
      {
        status: 'refused',
        item,
        refusal: {
          code: 'withdrawal_address_not_saved',
          errors: { address: 'withdrawal_address_not_saved' },
          params: {},
        },
      },
    ]);
    queue.dismissRefusal(item.key);
    expect(queue.state.get().refused).toEqual([]);
  });

  it('shows every tab the same queue and the refusals another tab met', async () => {
    const storage = memoryStorage();
    const name = `test-queue-${crypto.randomUUID()}`;
    const [first, second] = [tab(storage, name), tab(storage, name)];
    const item = queued('1');
    await first.enqueue(item);
    await vi.waitFor(() => expect(second.state.get().items).toEqual([item]));

    server.refusal = refused('email_not_verified', {}, {}, 403);
    await first.send(PLAYER_ID);
    await vi.waitFor(() => expect(second.state.get().items).toEqual([]));
    await vi.waitFor(() =>
      expect(second.state.get().refused.map(({ refusal }) => refusal.code)).toEqual([
        'email_not_verified',
      ]),
    );
  });

  it('forgets everything on clear (logout)', async () => {
    const storage = memoryStorage();
    const queue = tab(storage);
    await queue.enqueue(queued('1'));
    await queue.clear();
    expect(await storage.read()).toEqual([]);
    expect(queue.state.get()).toMatchObject({ items: [], refused: [] });
  });
});
