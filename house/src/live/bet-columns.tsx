// The columns everyone's bets and the player's rounds at a live table share: the stake, the
// multiplier it was paid at and the win.
import type { LiveBet } from '../../../contract/house-page/live-tables';
import { outcomeOf, type RoundsColumn } from '../components/rounds-table';
import { formatMbtcNumber, formatMultiplier, type Lang } from '../format';
import type { Translate } from '../i18n';

/**
 * `betOf` finds a row's bet; `openText` is what the win says while the bet is still open. A
 * multiplier shows only on a win (a lost bet has none worth a "0.00×"); a refunded bet says so.
 */
export function betColumns<Row>(
  betOf: (row: Row) => LiveBet,
  { t, lang, openText }: { t: Translate; lang: Lang; openText: string },
): RoundsColumn<Row>[] {
  return [
    {
      label: t('liveBetsStake'),
      isNumber: true,
      cell: (row) => formatMbtcNumber(betOf(row).stake, lang),
    },
    {
      label: t('liveBetsMultiplier'),
      isNumber: true,
      cell: (row) => {
        const bet = betOf(row);
        return outcomeOf(bet.state) === 'win' && bet.multiplier !== null
          ? formatMultiplier(bet.multiplier, lang)
          : '—';
      },
    },
    {
      label: t('liveBetsWin'),
      isNumber: true,
      outcome: (row) => outcomeOf(betOf(row).state),
      cell: (row) => {
        const bet = betOf(row);
        if (bet.state === 'open') return openText;
        return bet.state === 'void' ? t('liveStateVoid') : formatMbtcNumber(bet.payout, lang);
      },
    },
  ];
}
