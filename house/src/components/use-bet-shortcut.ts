import { useEffect, useRef } from 'react';

// keys typed into a field, or pressed on a control, belong to that control
const INTERACTIVE = 'input, textarea, select, button, a[href], summary, [contenteditable="true"]';
// where a letter is typed rather than pressed
const TYPING =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), textarea, select, [contenteditable="true"]';
/** A screen without a mouse or keyboard to speak of: no keyboard shortcuts there. */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

/**
 * Whether a key press is one for the page's shortcuts: not composed, not repeated, without
 * modifiers, and not on an element that takes the key itself (`on` selects which: any control
 * for Enter and Space, a text field for a letter).
 */
function isShortcutPress(event: KeyboardEvent, on: 'control' | 'field'): boolean {
  if (event.isComposing || event.repeat || event.defaultPrevented) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  return !target?.closest(on === 'control' ? INTERACTIVE : TYPING);
}

/** Listens to the page's key presses with the latest `onKey` while mounted. */
function useKeyDown(onKey: (event: KeyboardEvent) => void): void {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  }, [onKey]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => latest.current(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * Enter anywhere on the page outside a control places the bet (Dice and Limbo). Not Space: it
 * scrolls the page, and a real-money bet must not come from scrolling (Space is a hot key, which
 * the player switches on).
 */
export function useBetShortcut(onBet: () => void): void {
  useKeyDown((event) => {
    if (event.key !== 'Enter' || !isShortcutPress(event, 'control')) return;
    event.preventDefault();
    onBet();
  });
}

/**
 * The hot keys while `isOn` (never on a touch-only screen): Space outside any control, letters
 * outside a text field, each to its action (`keys` by lower-case key, ' ' for Space).
 */
export function useHotKeys(isOn: boolean, keys: Readonly<Record<string, () => void>>): void {
  useKeyDown((event) => {
    if (!isOn || matchMedia(TOUCH_ONLY).matches) return;
    const key = event.key.toLowerCase();
    const action = Object.hasOwn(keys, key) ? keys[key] : undefined;
    if (!action || !isShortcutPress(event, key === ' ' ? 'control' : 'field')) return;
    event.preventDefault();
    action();
  });
}
