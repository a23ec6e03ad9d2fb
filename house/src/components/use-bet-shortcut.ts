import { useEffect, useRef } from 'react';

// keys typed into a field, or pressed on a control, belong to that control
const INTERACTIVE = 'input, textarea, select, button, a[href], summary, [contenteditable="true"]';

/**
 * Enter anywhere on the page outside a control places the bet (Dice and Limbo). Not Space: it
 * scrolls the page, and a real-money bet must not come from scrolling.
 */
export function useBetShortcut(onBet: () => void): void {
  const latest = useRef(onBet);
  useEffect(() => {
    latest.current = onBet;
  }, [onBet]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      if (event.repeat || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
