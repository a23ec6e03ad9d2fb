import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The network goes (every call fails as a lost connection does, and the app knows it is offline),
 * then the player taps `button`. The test's `afterEach` puts the network back.
 */
export async function tapOffline(button: HTMLElement): Promise<void> {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  act(() => onlineManager.setOnline(false));
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}
