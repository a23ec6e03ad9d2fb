import { useEffect, useRef, type RefObject } from 'react';
import {
  frameMessage,
  readMessage,
  type InterruptMessage,
  type PageMessage,
  type ReceivedMessage,
} from '../../../contract/house-frame';
import { ui, type Theme } from '../../stores/ui-store';

// the switches the frame keeps here, each on or off
const SOUND_KEY = 'casino.house.sound';
const HOT_KEYS_KEY = 'casino.house.hot-keys';

function readSwitch(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
}

function storeSwitch(key: string, isOn: boolean): void {
  try {
    localStorage.setItem(key, isOn ? 'on' : 'off');
  } catch {
    // no storage (private mode): the frame keeps the choice for this visit
  }
}

const settingsOf = (theme: Theme): PageMessage => ({
  type: 'house:settings',
  theme,
  isSoundOn: readSwitch(SOUND_KEY),
  areHotKeysOn: readSwitch(HOT_KEYS_KEY),
});

/**
 * Answers one message of the game frame: a request gets the settings, a switch is kept.
 * True when the frame asked for the settings (from then on it hears of theme changes).
 */
export function answerFrame(event: ReceivedMessage, frame: Window | null | undefined): boolean {
  const message = readMessage(event, frame, frameMessage);
  if (!message || !frame) return false;
  if (message.type === 'house:set-sound') {
    storeSwitch(SOUND_KEY, message.isSoundOn);
    return false;
  }
  if (message.type === 'house:set-hot-keys') {
    storeSwitch(HOT_KEYS_KEY, message.areHotKeysOn);
    return false;
  }
  // '*': the frame's origin is opaque, so no origin can be named; settings are no secret
  frame.postMessage(settingsOf(ui.get().theme), '*');
  return true;
}

/**
 * The settings a house game keeps through this page (its frame has no storage) and the site's
 * theme, told to the frame when it asks and again when the theme switches; and the reality
 * check, told when it opens over the game (the game's autobet stops).
 */
export function useGameFrameSettings(
  frameRef: RefObject<HTMLIFrameElement | null>,
  isEnabled: boolean,
): void {
  const theme = ui.useStore((state) => state.theme);
  const hasAsked = useRef(false);

  useEffect(() => {
    if (!isEnabled) return;
    const onMessage = (event: MessageEvent) => {
      if (answerFrame(event, frameRef.current?.contentWindow)) hasAsked.current = true;
    };
    addEventListener('message', onMessage);
    return () => {
      removeEventListener('message', onMessage);
      hasAsked.current = false;
    };
  }, [frameRef, isEnabled]);

  useEffect(() => {
    if (hasAsked.current) frameRef.current?.contentWindow?.postMessage(settingsOf(theme), '*');
  }, [frameRef, theme]);

  const modalKind = ui.useStore((state) => state.modal?.kind);
  useEffect(() => {
    if (modalKind !== 'reality-check' || !hasAsked.current) return;
    const interrupt: InterruptMessage = { type: 'house:interrupt', reason: 'reality_check' };
    frameRef.current?.contentWindow?.postMessage(interrupt, '*');
  }, [frameRef, modalKind]);
}
