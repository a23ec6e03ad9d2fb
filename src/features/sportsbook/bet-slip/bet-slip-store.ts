import { get, set } from 'idb-keyval';
import type { OddsPolicy } from '../../../../contract/sportsbook';

/**
 * A new slip accepts a higher price, as the big books do: with prices moving in play, refusing
 * every change made live betting nearly impossible. The player's own choice is kept with the slip.
 * (A client that says nothing gets the contract's safest default, no change, from the server.)
 */
export const SLIP_DEFAULT_ODDS_POLICY: OddsPolicy = 'higher';
import type { FailureCode } from '../../../lib/api-client';
import { createStore } from '../../../lib/create-store';
import { toggleSelection, type BetSlipSelection, type BetSlipTab } from './bet-slip-logic';

export type { BetSlipSelection, BetSlipTab } from './bet-slip-logic';

/** Which way a selection's price went since the player added (or last accepted) it. */
export type PriceMove = 'up' | 'down';

/** Why the book refused a leg at the last placement, with the current price when it moved. */
export interface LegProblem {
  code: FailureCode;
  /** the current odds, for `odds_changed` */
  oddsMilli?: number;
}

/** A bet sent and not yet answered: its Idempotency-Key, reused only for the same request. */
export interface PendingPlacement {
  key: string;
  /** the request it was made for (a changed stake or price is a new bet with a new key) */
  fingerprint: string;
}

export interface BetSlipState {
  selections: BetSlipSelection[];
  /** typed stakes (mBTC text) by outcome id for singles, `accumulator` for the accumulator */
  stakes: Record<string, string>;
  tab: BetSlipTab;
  /** the system chosen on the system tab ('yankee', '2/4'); null until one is */
  system: string | null;
  /** remembered across slips: clearing the slip keeps it */
  oddsPolicy: OddsPolicy;
  /** unanswered placements by bet (`single:<outcomeId>`, `accumulator`) */
  pending: Record<string, PendingPlacement>;
  priceMoves: Record<string, PriceMove>;
  legProblems: Record<string, LegProblem>;
  /** the saved slip was read from IndexedDB */
  isRestored: boolean;
}

/** What survives a reload. */
type SavedSlip = Pick<
  BetSlipState,
  'selections' | 'stakes' | 'tab' | 'system' | 'oddsPolicy' | 'pending'
>;

export interface SlipStorage {
  read(): Promise<SavedSlip | undefined>;
  write(slip: SavedSlip): Promise<void>;
}

const STORAGE_KEY = 'casino.bet-slip';

/** Without IndexedDB (private modes, tests) the slip still works, only not past a reload. */
const indexedDbStorage: SlipStorage = {
  read: async () => {
    try {
      return await get<SavedSlip>(STORAGE_KEY);
    } catch {
      return undefined;
    }
  },
  write: async (slip) => {
    try {
      await set(STORAGE_KEY, slip);
    } catch {
      // nothing to keep it in
    }
  },
};

const initialState: BetSlipState = {
  selections: [],
  stakes: {},
  tab: 'singles',
  system: null,
  oddsPolicy: SLIP_DEFAULT_ODDS_POLICY,
  pending: {},
  priceMoves: {},
  legProblems: {},
  isRestored: false,
};

function savedPart(state: BetSlipState): SavedSlip {
  const { selections, stakes, tab, system, oddsPolicy, pending } = state;
  return { selections, stakes, tab, system, oddsPolicy, pending };
}

function without<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));
}

/** The selection's new price and which way it moved; nothing when it is not in the slip or did not move. */
function movePrice(
  state: BetSlipState,
  outcomeId: string,
  oddsMilli: number,
): Partial<Pick<BetSlipState, 'selections' | 'priceMoves'>> {
  const selection = state.selections.find((item) => item.outcomeId === outcomeId);
  if (!selection || selection.oddsMilli === oddsMilli) return {};
  const move: PriceMove = oddsMilli > selection.oddsMilli ? 'up' : 'down';
  return {
    selections: state.selections.map((item) =>
      item.outcomeId === outcomeId ? { ...item, oddsMilli } : item,
    ),
    priceMoves: { ...state.priceMoves, [outcomeId]: move },
  };
}

/**
 * The bet slip: selections, stakes, tab and odds policy, kept in IndexedDB so a reload finds
 * them. Until the saved slip is read, changes are held and merged after it (none is lost).
 */
export function createBetSlipStore(storage: SlipStorage = indexedDbStorage) {
  const store = createStore<BetSlipState>(initialState);
  let saved = JSON.stringify(savedPart(initialState));

  const restored = storage.read().then((slip) => {
    store.set((current) => {
      if (!slip) return { isRestored: true };
      const added = current.selections.filter(
        (selection) => !slip.selections.some((item) => item.outcomeId === selection.outcomeId),
      );
      return {
        selections: [...slip.selections, ...added],
        stakes: { ...slip.stakes, ...current.stakes },
        tab: slip.tab,
        // a slip saved before system bets has none
        system: slip.system ?? null,
        oddsPolicy: slip.oddsPolicy,
        pending: { ...slip.pending, ...current.pending },
        isRestored: true,
      };
    });
  });

  store.subscribe(() => {
    const state = store.get();
    if (!state.isRestored) return;
    const next = JSON.stringify(savedPart(state));
    if (next === saved) return;
    saved = next;
    void storage.write(savedPart(state));
  });

  const removeOutcomes = (outcomeIds: readonly string[]) =>
    store.set((state) => ({
      selections: state.selections.filter((item) => !outcomeIds.includes(item.outcomeId)),
      stakes: without(state.stakes, outcomeIds),
      priceMoves: without(state.priceMoves, outcomeIds),
      legProblems: without(state.legProblems, outcomeIds),
    }));

  const actions = {
    /** resolves when the saved slip was read */
    restored,
    toggle(selection: BetSlipSelection) {
      store.set((state) => ({
        selections: toggleSelection(state.selections, selection),
        stakes: without(state.stakes, [selection.outcomeId]),
        priceMoves: without(state.priceMoves, [selection.outcomeId]),
        legProblems: without(state.legProblems, [selection.outcomeId]),
      }));
    },
    has: (outcomeId: string) => store.get().selections.some((item) => item.outcomeId === outcomeId),
    remove: (outcomeId: string) => removeOutcomes([outcomeId]),
    removeMany: removeOutcomes,
    /** empties the slip; the odds policy stays */
    clear() {
      store.set({ selections: [], stakes: {}, pending: {}, priceMoves: {}, legProblems: {} });
    },
    /**
     * A live price for a selection: the slip takes it and shows the move. A refusal for a changed
     * price stands until the player answers it, and offers the newest price.
     */
    livePrice(outcomeId: string, oddsMilli: number) {
      store.set((state) => {
        const moved = movePrice(state, outcomeId, oddsMilli);
        const problem = state.legProblems[outcomeId];
        if (problem?.oddsMilli === undefined) return moved;
        return {
          ...moved,
          legProblems: { ...state.legProblems, [outcomeId]: { ...problem, oddsMilli } },
        };
      });
    },
    /** The player accepts a changed price: the slip takes it and the leg's refusal is answered. */
    acceptPrice(outcomeId: string, oddsMilli: number) {
      store.set((state) => ({
        ...movePrice(state, outcomeId, oddsMilli),
        legProblems: without(state.legProblems, [outcomeId]),
      }));
    },
    setStake(key: string, stake: string) {
      store.set((state) => ({ stakes: { ...state.stakes, [key]: stake } }));
    },
    setTab: (tab: BetSlipTab) => store.set({ tab }),
    setSystem: (system: string) => store.set({ system }),
    setOddsPolicy: (oddsPolicy: OddsPolicy) => store.set({ oddsPolicy }),
    setLegProblems(problems: Record<string, LegProblem>) {
      store.set((state) => ({ legProblems: { ...state.legProblems, ...problems } }));
    },
    clearLegProblem(outcomeId: string) {
      store.set((state) => ({ legProblems: without(state.legProblems, [outcomeId]) }));
    },
    clearPriceMoves: () => store.set({ priceMoves: {} }),
    /** the Idempotency-Key for this request of this bet: the unanswered one, or a new one */
    placementKey(bet: string, fingerprint: string): string {
      const pending = store.get().pending[bet];
      if (pending?.fingerprint === fingerprint) return pending.key;
      const key = crypto.randomUUID();
      store.set((state) => ({ pending: { ...state.pending, [bet]: { key, fingerprint } } }));
      return key;
    },
    /** the bet was answered (placed or refused): its key is done */
    settlePlacement(bet: string) {
      store.set((state) => ({ pending: without(state.pending, [bet]) }));
    },
  };
  return { ...store, ...actions };
}

export const betSlip = createBetSlipStore();

/** The bet slip's state and actions, for the slip and the outcome buttons. */
export function useBetSlip() {
  const state = betSlip.useStore((current) => current);
  return {
    ...state,
    toggle: betSlip.toggle,
    has: (outcomeId: string) => state.selections.some((item) => item.outcomeId === outcomeId),
    remove: betSlip.remove,
    clear: betSlip.clear,
    acceptPrice: betSlip.acceptPrice,
    setStake: betSlip.setStake,
    setTab: betSlip.setTab,
    setSystem: betSlip.setSystem,
    setOddsPolicy: betSlip.setOddsPolicy,
  };
}
