// The settings the site keeps for the house games: this page's opaque origin has no storage, so
// the platform's game page remembers the sound and hot keys switches and tells the site's theme,
// by message. It also tells when something of its own interrupts play (the reality check).
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  interruptMessage,
  pageMessage,
  readMessage,
  type FrameMessage,
  type InterruptReason,
  type PageMessage,
  type ReceivedMessage,
} from '../../contract/house-frame';

export type SiteSettings = Omit<PageMessage, 'type'>;

// until the site answers (or with no site around it): the house's own dark look, switches off
let current: SiteSettings = { theme: 'dark', isSoundOn: false, areHotKeysOn: false };
/** The switches the player moved here (their choice beats an answer sent before it). */
let chosenHere: Partial<SiteSettings> = {};
const listeners = new Set<() => void>();
const interruptListeners = new Set<(reason: InterruptReason) => void>();

function update(settings: SiteSettings): void {
  current = settings;
  for (const listener of listeners) listener();
}

/**
 * The site's answer if `event` is one from the page around this frame (`site`, at `siteOrigin`:
 * the origin this page's own address names); otherwise null.
 */
export function readSiteMessage(
  event: ReceivedMessage,
  site: MessageEventSource,
  siteOrigin: string,
): SiteSettings | null {
  if (event.origin !== siteOrigin) return null;
  const message = readMessage(event, site, pageMessage);
  return (
    message && {
      theme: message.theme,
      isSoundOn: message.isSoundOn,
      areHotKeysOn: message.areHotKeysOn,
    }
  );
}

function tellSite(message: FrameMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, location.origin);
}

/**
 * The site's settings as this frame takes them: the theme always; each switch unless the player
 * moved it here, since the site may have answered before hearing of that move.
 */
export const takeSiteSettings = (
  answer: SiteSettings,
  switchedHere: Partial<SiteSettings>,
): SiteSettings => ({ ...answer, ...switchedHere, theme: answer.theme });

/** Listens to the site and asks it for the settings (once, at start). */
export function startSiteSettings(): void {
  if (window.parent === window) return;
  addEventListener('message', (event) => {
    const settings = readSiteMessage(event, window.parent, location.origin);
    if (settings) update(takeSiteSettings(settings, chosenHere));
    if (event.origin !== location.origin) return;
    const interrupt = readMessage(event, window.parent, interruptMessage);
    if (interrupt) for (const listener of interruptListeners) listener(interrupt.reason);
  });
  tellSite({ type: 'house:get-settings' });
}

/** Switches sound here and has the site remember it for the next visit. */
export function setSoundOn(isSoundOn: boolean): void {
  chosenHere = { ...chosenHere, isSoundOn };
  update({ ...current, isSoundOn });
  tellSite({ type: 'house:set-sound', isSoundOn });
}

/** Switches the hot keys here and has the site remember it for the next visit. */
export function setHotKeysOn(areHotKeysOn: boolean): void {
  chosenHere = { ...chosenHere, areHotKeysOn };
  update({ ...current, areHotKeysOn });
  tellSite({ type: 'house:set-hot-keys', areHotKeysOn });
}

/** Calls `onInterrupt` whenever the site interrupts play (while the component is there). */
export function useSiteInterrupt(onInterrupt: (reason: InterruptReason) => void): void {
  const latest = useRef(onInterrupt);
  useEffect(() => {
    latest.current = onInterrupt;
  }, [onInterrupt]);
  useEffect(() => {
    const listener = (reason: InterruptReason) => latest.current(reason);
    interruptListeners.add(listener);
    return () => void interruptListeners.delete(listener);
  }, []);
}

export function subscribeSiteSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const getSiteSettings = (): SiteSettings => current;

export function useSiteSettings(): SiteSettings {
  return useSyncExternalStore(subscribeSiteSettings, getSiteSettings);
}
