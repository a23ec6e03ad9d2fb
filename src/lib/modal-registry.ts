import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { ComponentType } from 'react';
import { openModal } from '../stores/ui-store';

/** Modals other features open by name: user menu entries (0-5) and the contact form. */
export type ModalKey = number | 'contact';

const registry = new Map<
  ModalKey,
  { component: ComponentType<Record<string, unknown>>; label: MessageDescriptor }
>();

/** Called where features are composed (the layout route). */
export function registerModal(
  key: ModalKey,
  component: ComponentType<Record<string, unknown>>,
  label: MessageDescriptor,
): void {
  registry.set(key, { component, label });
}

/** Opens the modal registered under `key`; false when there is none. */
export function openRegisteredModal(key: ModalKey): boolean {
  const entry = registry.get(key);
  if (!entry) return false;
  openModal(entry.component, i18n._(entry.label));
  return true;
}
