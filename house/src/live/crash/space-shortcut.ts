// Space on the Crash screen: it bets during the betting window and cashes out during the climb,
// for the first bet panel; with no bet in the round (the climb, or after the bust) it queues a bet
// for the next round, or cancels the one queued. The decision is a pure function; the hook only
// listens.
import { useEffect, useRef } from 'react';

export type SpaceAction = 'bet' | 'cash-out' | 'queue' | 'cancel-queue' | null;

// keys typed into a field, or pressed on a control, belong to that control
const INTERACTIVE =
  'input, textarea, select, button, a[href], summary, dialog, [contenteditable="true"], [role="dialog"]';

export interface SpaceKey {
  key: string;
  repeat: boolean;
  isComposing: boolean;
  hasModifier: boolean;
  /** the key was pressed on a control or in a dialog, which has its own use for it */
  isOnControl: boolean;
}

export interface FirstPanel {
  phase: 'betting' | 'running' | 'ended' | 'settled';
  /** the panel's bet in this round, if any: open until it is cashed out or decided */
  hasOpenBet: boolean;
  hasBet: boolean;
  /** a bet waits for the next round (queued, not yet being placed) */
  isQueued: boolean;
}

/**
 * What Space does now: bet (betting, no bet yet), cash out (climbing with an open bet), queue or
 * cancel a bet for the next round (no betting, no bet this round), or nothing.
 */
export function spaceAction(key: SpaceKey, panel: FirstPanel): SpaceAction {
  if (key.key !== ' ' || key.repeat || key.isComposing || key.hasModifier || key.isOnControl)
    return null;
  if (panel.phase === 'betting') return panel.hasBet ? null : 'bet';
  if (panel.phase === 'running' && panel.hasOpenBet) return 'cash-out';
  if (panel.hasBet) return null;
  return panel.isQueued ? 'cancel-queue' : 'queue';
}

/** Listens for Space on the page and runs what `spaceAction` decides. */
export function useSpaceShortcut(
  panel: FirstPanel,
  actions: Record<NonNullable<SpaceAction>, () => void>,
) {
  const latest = useRef({ panel, actions });
  useEffect(() => {
    latest.current = { panel, actions };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = spaceAction(
        {
          key: event.key,
          repeat: event.repeat,
          isComposing: event.isComposing,
          hasModifier: event.ctrlKey || event.metaKey || event.altKey,
          isOnControl:
            event.target instanceof Element && event.target.closest(INTERACTIVE) !== null,
        },
        latest.current.panel,
      );
      if (!action) return;
      // Space would scroll the page as well
      event.preventDefault();
      latest.current.actions[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
