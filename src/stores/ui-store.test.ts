import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_COPIED_TOAST_MS,
  PAGE_CHANGE_LOADING_MS,
  TOAST_DURATION_MS,
  WITHDRAWAL_REJECTED_TOAST_MS,
} from '../../contract/constants';
import { choosePage, holdToast, releaseToast, showToast, ui } from './ui-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('stay for their duration (3000-3500 ms) and then go', () => {
    expect(
      [TOAST_DURATION_MS, ADDRESS_COPIED_TOAST_MS, WITHDRAWAL_REJECTED_TOAST_MS].every(
        (ms) => ms >= 3000 && ms <= 3500,
      ),
    ).toBe(true);
    showToast('Copiado', 'success', ADDRESS_COPIED_TOAST_MS);
    showToast('Rechazado', 'error', WITHDRAWAL_REJECTED_TOAST_MS);
    expect(ui.get().toasts.map((toast) => toast.text)).toEqual(['Copiado', 'Rechazado']);
    vi.advanceTimersByTime(ADDRESS_COPIED_TOAST_MS);
    expect(ui.get().toasts.map((toast) => toast.text)).toEqual(['Rechazado']);
    vi.advanceTimersByTime(WITHDRAWAL_REJECTED_TOAST_MS - ADDRESS_COPIED_TOAST_MS);
    expect(ui.get().toasts).toEqual([]);
  });
});

describe('a toast held', () => {
  it('stays while held and gets its whole time again once released', () => {
    showToast('Apuesta ganada', 'success', 8_000);
    const [toast] = ui.get().toasts;
    vi.advanceTimersByTime(7_000);
    holdToast(toast?.id as number);
    vi.advanceTimersByTime(60_000);
    expect(ui.get().toasts).toHaveLength(1);
    releaseToast(toast?.id as number);
    vi.advanceTimersByTime(7_999);
    expect(ui.get().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ui.get().toasts).toEqual([]);
  });
});

describe('choosing a page', () => {
  it('shows the main loading state for 500 ms and ends a running game', () => {
    ui.set({ isGamePlay: true });
    choosePage();
    expect(ui.get()).toMatchObject({ mainLoading: true, isGamePlay: false });
    vi.advanceTimersByTime(PAGE_CHANGE_LOADING_MS - 1);
    expect(ui.get().mainLoading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(ui.get().mainLoading).toBe(false);
  });
});
