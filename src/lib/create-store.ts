import { useSyncExternalStore } from 'react';

/** A tiny external store: one value, replaced immutably, read with a selector in components. */
export function createStore<State>(initial: State) {
  let state = initial;
  const listeners = new Set<() => void>();
  const store = {
    get: () => state,
    set(update: Partial<State> | ((current: State) => Partial<State>)) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  function useStore<Selected>(selector: (state: State) => Selected): Selected {
    return useSyncExternalStore(
      store.subscribe,
      () => selector(state),
      () => selector(initial),
    );
  }
  return { ...store, useStore };
}
