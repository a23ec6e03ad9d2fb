import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { loadSection, type Catalogue } from '../i18n/i18n';
import { openModal } from '../stores/ui-store';
import { shouldPreload, type ConnectionInfo } from './network';
import { whenIdle } from './when-idle';

/**
 * Modals other features open by name: user menu entries (0-5), the contact form, the account
 * area's security tab and the login.
 */
export type ModalKey = number | 'contact' | 'security' | 'login';

type ModalComponent = ComponentType<Record<string, unknown>>;
/** Loads a modal's code: each one is its own chunk, fetched when first shown (or preloaded). */
export type ModalLoader = () => Promise<ModalComponent>;

const registry = new Map<
  ModalKey,
  { component: ModalComponent; load: ModalLoader; label: MessageDescriptor }
>();

/**
 * Called where features are composed (the layout route). `catalogue`: the section whose messages
 * the modal draws (src/i18n/account.ts), fetched with its code, at the same time, and ready before
 * it shows (src/i18n/catalogue-split.test.ts checks every modal that needs one names it).
 */
export function registerModal(
  key: ModalKey,
  loadCode: ModalLoader,
  label: MessageDescriptor,
  catalogue?: Catalogue,
): void {
  const load: ModalLoader = catalogue
    ? () => Promise.all([loadCode(), loadSection(catalogue)]).then(([loaded]) => loaded)
    : loadCode;
  const component = lazy(() => load().then((loaded) => ({ default: loaded })));
  registry.set(key, { component, load, label });
}

/** Renders the component registered under `modalKey` in place, e.g. as a /user-management tab. */
export function RegisteredModal({ modalKey }: { modalKey: ModalKey }) {
  const entry = registry.get(modalKey);
  if (!entry) return null;
  return createElement(
    Suspense,
    { fallback: createElement('p', { 'aria-busy': true }) },
    createElement(entry.component),
  );
}

/** Opens the modal registered under `key`; false when there is none. */
export function openRegisteredModal(key: ModalKey): boolean {
  const entry = registry.get(key);
  if (!entry) return false;
  openModal(entry.component, i18n._(entry.label));
  return true;
}

/**
 * Fetches every registered modal's code and messages (but the login's) while the browser is idle
 * (after login), so opening one is instant and works on a flaky network; skipped on 2g and
 * data-saver connections.
 */
export function preloadRegisteredModals(): void {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!shouldPreload(connection)) return;
  const preload = () => {
    for (const [key, entry] of registry)
      if (key !== 'login') void entry.load().catch(() => undefined);
  };
  whenIdle(preload);
}
