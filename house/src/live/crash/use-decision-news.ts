// What the Crash player hears of as the round is decided: the bust, and each of their bets paid.
import { useEffect, useRef } from 'react';
import type { LiveBet } from '../../../../contract/house-page/live-tables';
import { formatAmount, formatMultiplier } from '../../format';
import { useHouse } from '../../house-context';
import { useAnnounce } from '../announcer';
import type { Cue } from '../sound';
import type { TableState } from '../table-state';

/**
 * The moments the player hears of (politely, and by a sound if on): the bust, and each of their
 * bets paid (a cash-out by hand or automatic, a side bet won). The balance is asked again then,
 * since an automatic cash-out or a side bet is paid on the server without a call from here.
 */
export function useDecisionNews(
  state: TableState,
  onCue: (cue: Cue) => void,
  reload: (onlyClock: boolean) => Promise<void>,
) {
  const { t, lang } = useHouse();
  const announce = useAnnounce();
  const { round, bets } = state.table;
  const told = useRef(new Set<string>());

  const bustKey = round.phase === 'ended' || round.phase === 'settled' ? round.id : null;
  useEffect(() => {
    if (bustKey === null || told.current.has(`bust:${bustKey}`)) return;
    told.current.add(`bust:${bustKey}`);
    announce(t('liveAnnounceBust', { multiplier: formatMultiplier(round.result ?? 1, lang) }));
    onCue('bust');
    void reload(true);
  }, [bustKey, round.result, announce, t, lang, onCue, reload]);

  const paid = bets.filter(
    (bet: LiveBet) => bet.isMine && (bet.state === 'cashed-out' || bet.state === 'won'),
  );
  const paidKey = paid.map((bet) => bet.id).join(',');
  useEffect(() => {
    for (const bet of paid) {
      if (told.current.has(bet.id)) continue;
      told.current.add(bet.id);
      announce(
        t('liveAnnounceCashOut', {
          amount: formatAmount(bet.payout, lang),
          multiplier: formatMultiplier(bet.multiplier ?? 0, lang),
        }),
      );
      onCue('cash-out');
      void reload(true);
    }
    // paid is derived from bets: the key names the bets it holds
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paidKey]);
}
