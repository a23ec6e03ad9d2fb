import type { ComponentType } from 'react';
import {
  MOBILE_BREAKPOINT_PX,
  PAGE_CHANGE_LOADING_MS,
  SIDEBAR,
  TOAST_DURATION_MS,
} from '../../contract/constants';
import { createStore } from '../lib/create-store';

export type Theme = 'light' | 'dark';
export type ConsentChoice = 'all' | 'necessary';

export interface Toast {
  id: number;
  /** already translated text */
  text: string;
  kind: 'success' | 'error' | 'info';
  durationMs: number;
}

export interface ModalState {
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** accessible name of the dialog */
  label: string;
  /** a dialog the game page tells the game frame of (it stops playing by itself) */
  kind?: 'reality-check';
}

const THEME_KEY = 'casino.theme';

function initialTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Client state of SPEC.md section 3 that the shell owns. */
export const ui = createStore({
  theme: initialTheme(),
  isSidebarMini: typeof window !== 'undefined' && window.innerWidth <= SIDEBAR.collapseAtPx,
  isGamePlay: false,
  mainLoading: false,
  modal: null as ModalState | null,
  /** the login modal was asked for (it opens as soon as the layout is there) */
  isLoginRequested: false,
  toasts: [] as Toast[],
  /** a new version of the app is installed and waits for a reload */
  isUpdateAvailable: false,
});

export function setTheme(theme: Theme): void {
  localStorage.setItem(THEME_KEY, theme);
  document.documentElement.dataset.theme = theme;
  ui.set({ theme });
}

export function openModal(
  component: ModalState['component'],
  label: string,
  props: Record<string, unknown> = {},
  kind?: ModalState['kind'],
): void {
  ui.set({ modal: { component, props, label, ...(kind && { kind }) } });
}

export function closeModal(): void {
  ui.set({ modal: null });
}

let nextToastId = 1;
/** Each shown toast's timer; a toast held (pointer over it or focus in it) has none. */
const toastTimers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(
  text: string,
  kind: Toast['kind'] = 'info',
  durationMs = TOAST_DURATION_MS,
): void {
  const toast = { id: nextToastId++, text, kind, durationMs };
  ui.set((state) => ({ toasts: [...state.toasts, toast] }));
  toastTimers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), durationMs),
  );
}

/** Takes a toast away now (its close button, or its time up). */
export function dismissToast(id: number): void {
  clearTimeout(toastTimers.get(id));
  toastTimers.delete(id);
  ui.set((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
}

/**
 * Keeps a toast while the player reads it (pointer over it, focus in it: WCAG 2.2.1, timing
 * adjustable); `releaseToast` gives it its whole time again.
 */
export function holdToast(id: number): void {
  clearTimeout(toastTimers.get(id));
  toastTimers.delete(id);
}

export function releaseToast(id: number): void {
  const toast = ui.get().toasts.find((item) => item.id === id);
  if (!toast || toastTimers.has(id)) return;
  toastTimers.set(
    id,
    setTimeout(() => dismissToast(id), toast.durationMs),
  );
}

/** Choosing a page: the main loading state for 500 ms, and any running game ends. */
export function choosePage(): void {
  ui.set({ mainLoading: true, isGamePlay: false });
  setTimeout(() => ui.set({ mainLoading: false }), PAGE_CHANGE_LOADING_MS);
}

export const isMobileWidth = () => window.innerWidth < MOBILE_BREAKPOINT_PX;

/** Asks for the login modal: raises the spec's login-action event and keeps the request until it opens. */
export function requestLogin(): void {
  ui.set({ isLoginRequested: true });
  window.dispatchEvent(new Event('login-action'));
}
