import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Route preloading is skipped on 2g or data-saver connections (spec section 9). */
export function shouldPreload(connection: ConnectionInfo | undefined): boolean {
  return !(
    connection?.saveData ||
    connection?.effectiveType === '2g' ||
    connection?.effectiveType === 'slow-2g'
  );
}

/** Whether the device is online, as React Query's online manager knows it (starts from navigator.onLine). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
