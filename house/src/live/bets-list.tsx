// Everyone's bets in the round: masked names, stakes, and as the round goes on each cash-out's
// multiplier and win. The player's own are marked.
import { useId } from 'react';
import type { LiveBet } from '../../../contract/live-tables';
import { mbtcToSatoshis, satoshisToMbtc } from '../../../contract/money';
import { formatAmount, formatMbtcNumber, formatMultiplier } from '../format';
import { useHouse } from '../house-context';
import type { MessageKey } from '../i18n';

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

export function BetsList({ bets }: { bets: readonly LiveBet[] }) {
  const { t, lang } = useHouse();
  const id = useId();
  // the player's first, then the largest stakes
  const sorted = [...bets].sort((a, b) => Number(b.isMine) - Number(a.isMine) || b.stake - a.stake);
  return (
    <section className="panel live-bets" aria-labelledby={`${id}-title`}>
      <div className="panel-heading">
        <h2 id={`${id}-title`}>{t('liveBetsTitle')}</h2>
        <p className="hint">
          {t('liveBetsCount', {
            count: String(bets.length),
            total: formatAmount(totalOf(bets.map((bet) => bet.stake)), lang),
          })}
        </p>
      </div>
      {bets.length === 0 ? (
        <p className="hint">{t('liveBetsEmpty')}</p>
      ) : (
        <div className="table-scroll">
          <table data-testid="live-bets">
            <thead>
              <tr>
                <th scope="col">{t('liveBetsPlayer')}</th>
                <th scope="col">{t('liveBetsBet')}</th>
                <th scope="col" className="number">
                  {t('liveBetsStake')}
                </th>
                <th scope="col" className="number">
                  {t('liveBetsMultiplier')}
                </th>
                <th scope="col" className="number">
                  {t('liveBetsWin')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((bet) => (
                <tr
                  key={bet.id}
                  className={bet.isMine ? 'is-mine' : undefined}
                  data-testid="live-bet-row"
                >
                  <td data-label={t('liveBetsPlayer')}>
                    {bet.player}
                    {bet.isMine && <span className="hint"> ({t('liveYou')})</span>}
                  </td>
                  <td data-label={t('liveBetsBet')}>{t(KIND_NAMES[bet.kind])}</td>
                  <td className="number" data-label={t('liveBetsStake')}>
                    {formatMbtcNumber(bet.stake, lang)}
                  </td>
                  <td className="number" data-label={t('liveBetsMultiplier')}>
                    {bet.multiplier === null ? '—' : formatMultiplier(bet.multiplier, lang)}
                  </td>
                  <td
                    data-label={t('liveBetsWin')}
                    className={`number${bet.state === 'cashed-out' || bet.state === 'won' ? ' is-win' : bet.state === 'lost' ? ' is-loss' : ''}`}
                  >
                    {bet.state === 'open'
                      ? '—'
                      : bet.state === 'void'
                        ? t('liveStateVoid')
                        : formatMbtcNumber(bet.payout, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
