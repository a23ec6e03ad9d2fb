import { useEffect, useState } from 'react';

/**
 * Rows drawn in the first render: what the first screen shows (a row under the slider on a phone,
 * three on a desktop).
 */
const FIRST_ROWS = 4;
/** Rows added in each later task. */
const ROWS_PER_TASK = 8;

/**
 * How many of a long list's rows to draw now: the first screenful at once, then a few more in each
 * later task, until all are drawn. A list of a hundred rows drawn in one render is one long task
 * on a phone (150 ms and more at a quarter of a desktop's speed): taps wait for it, and it counts
 * whole towards Lighthouse's total blocking time. Drawn a few at a time, the browser paints and
 * answers taps in between. A new `listKey` (other filters) starts again from the first screenful.
 */
export function useRowsShown(total: number, listKey: string): number {
  const [state, setState] = useState({ listKey, shown: FIRST_ROWS });
  const shown = state.listKey === listKey ? state.shown : FIRST_ROWS;
  if (state.listKey !== listKey) setState({ listKey, shown: FIRST_ROWS });
  useEffect(() => {
    if (shown >= total) return;
    // a task of its own (not a microtask): the browser may paint and handle input before it
    const timer = setTimeout(
      () => setState((current) => ({ ...current, shown: current.shown + ROWS_PER_TASK })),
      0,
    );
    return () => clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
