// Everyone's bets in the round: masked names, what each bet is on, stakes, and as the round goes
// on each cash-out's multiplier and win. The player's own are marked.
import type { LiveBet } from '../../../contract/house-page/live-tables';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../contract/money';
import { RoundsPanel, RoundsTable } from '../components/rounds-table';
import { formatAmount } from '../format';
import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';
import { betColumns } from './bet-columns';

const KIND_NAMES: Record<LiveBet['kind'], MessageKey> = {
  main: 'crashMain',
  'under-2': 'crashSide.under-2',
  'at-least-2': 'crashSide.at-least-2',
  'at-least-10': 'crashSide.at-least-10',
  roulette: 'liveBetsBet',
};

/** The total of some mBTC amounts, added in satoshis. */
function totalOf(amounts: readonly number[]): number {
  return satoshisToMbtc(amounts.reduce((sum, amount) => sum + (mbtcToSatoshis(amount) ?? 0n), 0n));
}

/** `nameOf` names a bet in the game's own words (a roulette bet by its spot); else by its kind. */
export function BetsList({
  bets,
  nameOf,
}: {
  bets: readonly LiveBet[];
  nameOf?: (bet: LiveBet) => string;
}) {
  const { t, lang } = useHouse();
  // the player's first, then the largest stakes
  const sorted = [...bets].sort((a, b) => Number(b.isMine) - Number(a.isMine) || b.stake - a.stake);
  return (
    <RoundsPanel
      className="live-bets"
      title={t('liveBetsTitle')}
      summary={
        <p className="hint">
          {t('liveBetsCount', {
            count: String(bets.length),
            total: formatAmount(totalOf(bets.map((bet) => bet.stake)), lang),
          })}
        </p>
      }
      emptyText={bets.length === 0 ? t('liveBetsEmpty') : null}
    >
      <RoundsTable<LiveBet>
        rows={sorted}
        rowKey={(bet) => bet.id}
        testId="live-bets"
        rowTestId="live-bet-row"
        rowClassName={(bet) => (bet.isMine ? 'is-mine' : undefined)}
        columns={[
          {
            label: t('liveBetsPlayer'),
            cell: (bet) => (
              <>
                {bet.player}
                {bet.isMine && <span className="hint"> ({t('liveYou')})</span>}
              </>
            ),
          },
          { label: t('liveBetsBet'), cell: (bet) => nameOf?.(bet) ?? t(KIND_NAMES[bet.kind]) },
          ...betColumns<LiveBet>((bet) => bet, { t, lang, openText: '—' }),
        ]}
      />
    </RoundsPanel>
  );
}
