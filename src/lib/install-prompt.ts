// Installing the app from inside it. Chromium fires `beforeinstallprompt` once, early and only to
// listeners already there, so this module listens as soon as it loads (src/main.tsx imports it).
// iOS Safari never fires it: there the app can only point at Share, then 'Add to Home Screen'.
import { createStore } from './create-store';

/** Chromium's event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOffer = 'prompt' | 'ios-hint' | null;

const IOS_HINT_DISMISSED_KEY = 'casino.install_hint_dismissed';

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone or iPad Safari (iPadOS reports a Mac with touch); other iOS browsers name themselves. */
function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  const isIos =
    /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  return isIos && /Safari\//.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(agent);
}

function isIosHintDismissed(): boolean {
  try {
    return localStorage.getItem(IOS_HINT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

const isBrowser = typeof window !== 'undefined';

const installPrompt = createStore({
  deferred: null as BeforeInstallPromptEvent | null,
  isInstalled: isBrowser && isStandalone(),
  isIosHintWanted: isBrowser && isIosSafari() && !isIosHintDismissed(),
});

if (isBrowser) {
  window.addEventListener('beforeinstallprompt', (event) => {
    // the app offers installing in its menus instead of the browser's mini-infobar
    event.preventDefault();
    installPrompt.set({ deferred: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () =>
    installPrompt.set({ deferred: null, isInstalled: true }),
  );
}

/** What the menus offer: the browser's install dialog, the iOS hint, or nothing. */
export function useInstallOffer(): InstallOffer {
  return installPrompt.useStore((state) => {
    if (state.isInstalled) return null;
    if (state.deferred) return 'prompt';
    return state.isIosHintWanted ? 'ios-hint' : null;
  });
}

/** Opens the browser's install dialog; the event can be used once, so the entry goes either way. */
export async function promptInstall(): Promise<void> {
  const event = installPrompt.get().deferred;
  if (!event) return;
  installPrompt.set({ deferred: null });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') installPrompt.set({ isInstalled: true });
}

export function dismissIosHint(): void {
  try {
    localStorage.setItem(IOS_HINT_DISMISSED_KEY, '1');
  } catch {
    // private mode: hidden for this visit only
  }
  installPrompt.set({ isIosHintWanted: false });
}
