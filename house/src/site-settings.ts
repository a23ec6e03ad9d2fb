// The settings the site keeps for the house games: this page's opaque origin has no storage, so
// the platform's game page remembers the sound switch and tells the site's theme, by message.
import { useSyncExternalStore } from 'react';
import {
  pageMessage,
  readMessage,
  type FrameMessage,
  type PageMessage,
  type ReceivedMessage,
} from '../../contract/house-frame';

export type SiteSettings = Omit<PageMessage, 'type'>;

// until the site answers (or with no site around it): the house's own dark look, sound off
let current: SiteSettings = { theme: 'dark', isSoundOn: false };
/** Whether the player moved the sound switch here (its choice beats an answer sent before it). */
let isSoundChosenHere = false;
const listeners = new Set<() => void>();

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
  return message && { theme: message.theme, isSoundOn: message.isSoundOn };
}

function tellSite(message: FrameMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, location.origin);
}

/**
 * The site's settings as this frame takes them: the theme always; its sound switch unless the
 * player moved the switch here, since the site may have answered before hearing of that move.
 */
export const takeSiteSettings = (
  answer: SiteSettings,
  now: SiteSettings,
  soundChosenHere: boolean,
): SiteSettings => (soundChosenHere ? { ...answer, isSoundOn: now.isSoundOn } : answer);

/** Listens to the site and asks it for the settings (once, at start). */
export function startSiteSettings(): void {
  if (window.parent === window) return;
  addEventListener('message', (event) => {
    const settings = readSiteMessage(event, window.parent, location.origin);
    if (settings) update(takeSiteSettings(settings, current, isSoundChosenHere));
  });
  tellSite({ type: 'house:get-settings' });
}

/** Switches sound here and has the site remember it for the next visit. */
export function setSoundOn(isSoundOn: boolean): void {
  isSoundChosenHere = true;
  update({ ...current, isSoundOn });
  tellSite({ type: 'house:set-sound', isSoundOn });
}

export function subscribeSiteSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const getSiteSettings = (): SiteSettings => current;

export function useSiteSettings(): SiteSettings {
  return useSyncExternalStore(subscribeSiteSettings, getSiteSettings);
}
