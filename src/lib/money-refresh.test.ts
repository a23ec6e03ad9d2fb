import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../stores/ui-store';
import { refetchMoneyWhenGameEnds } from './money-refresh';
import { playerQueries } from './player-queries';

describe('refetchMoneyWhenGameEnds', () => {
  afterEach(() => ui.set({ isGamePlay: false }));

  it('asks for the balance and the money lists again when a game closes, not before', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stop = refetchMoneyWhenGameEnds(queryClient, 7);

    ui.set({ isGamePlay: true });
    expect(invalidate).not.toHaveBeenCalled();

    ui.set({ isGamePlay: false });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      playerQueries.balance(7).queryKey,
      ['player', 'transactions'],
      ['player', 'bets'],
    ]);

    stop();
    ui.set({ isGamePlay: true });
    ui.set({ isGamePlay: false });
    expect(invalidate).toHaveBeenCalledTimes(3);
  });
});
