import { describe, expect, it } from 'vitest';
import { selection } from './selection-fixture';
import { createBetSlipStore, type SlipStorage } from './bet-slip-store';

/** IndexedDB's contract as the store uses it: what was written is what is read after a reload. */
function memoryStorage(): SlipStorage & { writes: number } {
  let value: unknown;
  const storage = {
    writes: 0,
    read: () => Promise.resolve(value === undefined ? undefined : structuredClone(value)),
    write(slip: unknown) {
      storage.writes += 1;
      value = structuredClone(slip);
      return Promise.resolve();
    },
  };
  return storage as SlipStorage & { writes: number };
}

describe('the bet slip store', () => {
  it('finds its selections, stakes, tab and odds policy again after a reload', async () => {
    const storage = memoryStorage();
    const first = createBetSlipStore(storage);
    await first.restored;
    first.toggle(selection('1', 'e1', 2500));
    first.toggle(selection('2', 'e2', 1800));
    first.setStake('1', '3,5');
    first.setTab('accumulator');
    first.setOddsPolicy('higher');

    const reloaded = createBetSlipStore(storage);
    await reloaded.restored;
    expect(reloaded.get()).toMatchObject({
      selections: [{ outcomeId: '1' }, { outcomeId: '2' }],
      stakes: { '1': '3,5' },
      tab: 'accumulator',
      oddsPolicy: 'higher',
      isRestored: true,
    });
  });

  it('keeps a selection added before the saved slip was read', async () => {
    const storage = memoryStorage();
    const first = createBetSlipStore(storage);
    await first.restored;
    first.toggle(selection('1', 'e1', 2500));

    const reloaded = createBetSlipStore(storage);
    reloaded.toggle(selection('2', 'e2', 1800));
    expect(storage.writes).toBe(1);
    await reloaded.restored;
    expect(reloaded.get().selections.map((item) => item.outcomeId)).toEqual(['1', '2']);
  });

  it('starts accepting a higher price, and keeps the choice once made', async () => {
    const storage = memoryStorage();
    const store = createBetSlipStore(storage);
    await store.restored;
    expect(store.get().oddsPolicy).toBe('higher');
    store.toggle(selection('1', 'e1', 2500));
    store.setOddsPolicy('none');
    const reloaded = createBetSlipStore(storage);
    await reloaded.restored;
    expect(reloaded.get().oddsPolicy).toBe('none');
  });

  it('remembers the odds policy when the slip is cleared', async () => {
    const store = createBetSlipStore(memoryStorage());
    await store.restored;
    store.toggle(selection('1', 'e1', 2500));
    store.setOddsPolicy('any');
    store.clear();
    expect(store.get()).toMatchObject({ selections: [], stakes: {}, oddsPolicy: 'any' });
  });

  it('shows which way a price moved and takes the new price', async () => {
    const store = createBetSlipStore(memoryStorage());
    await store.restored;
    store.toggle(selection('1', 'e1', 2500));
    store.livePrice('1', 2600);
    expect(store.get().priceMoves).toEqual({ '1': 'up' });
    store.livePrice('1', 2400);
    expect(store.get().priceMoves).toEqual({ '1': 'down' });
    expect(store.get().selections[0]?.oddsMilli).toBe(2400);
    store.livePrice('unknown', 3000);
    expect(store.get().selections).toHaveLength(1);
  });

  it('keeps a refusal for a changed price when the live price arrives after it, offering the newest', async () => {
    const store = createBetSlipStore(memoryStorage());
    await store.restored;
    store.toggle(selection('1', 'e1', 2500));
    store.setLegProblems({ '1': { code: 'odds_changed', oddsMilli: 2540 } });
    store.livePrice('1', 2540);
    expect(store.get().legProblems).toEqual({ '1': { code: 'odds_changed', oddsMilli: 2540 } });
    store.livePrice('1', 2560);
    expect(store.get().legProblems).toEqual({ '1': { code: 'odds_changed', oddsMilli: 2560 } });
    expect(store.get().selections[0]?.oddsMilli).toBe(2560);
  });

  it('answers a refused leg when its new price is accepted, even one live odds brought already', async () => {
    const store = createBetSlipStore(memoryStorage());
    await store.restored;
    store.toggle(selection('1', 'e1', 2500));
    // the live price reached the slip, then the placement was refused at it
    store.livePrice('1', 2540);
    store.setLegProblems({ '1': { code: 'odds_changed', oddsMilli: 2540 } });
    store.acceptPrice('1', 2540);
    expect(store.get().legProblems).toEqual({});
    expect(store.get().selections[0]?.oddsMilli).toBe(2540);
    expect(store.get().priceMoves).toEqual({ '1': 'up' });
  });

  it('reuses an unanswered Idempotency-Key for the same request only, across a reload', async () => {
    const storage = memoryStorage();
    const store = createBetSlipStore(storage);
    await store.restored;
    const key = store.placementKey('single:1', 'stake=1|1:2500');
    expect(store.placementKey('single:1', 'stake=1|1:2500')).toBe(key);

    const reloaded = createBetSlipStore(storage);
    await reloaded.restored;
    expect(reloaded.placementKey('single:1', 'stake=1|1:2500')).toBe(key);
    expect(reloaded.placementKey('single:1', 'stake=2|1:2500')).not.toBe(key);
    reloaded.settlePlacement('single:1');
    expect(reloaded.get().pending).toEqual({});
  });
});
