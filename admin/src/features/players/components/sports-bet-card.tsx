import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../../../contract/constants';
import type { PlayerSportsBet } from '../../../../../contract/operator/player-bets';
import { marketName, outcomeName } from '../../../../../contract/sports-market-names';
import { DataTable, type Column } from '../../../components/data-table';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import { betOdds, decimalOdds, legResultLabel, scoreText } from '../bet-words';
import { betTypeLabel, statusLabel } from './player-columns';

type Leg = PlayerSportsBet['legs'][number];

function legColumns(i18n: I18n, bet: PlayerSportsBet): Column<Leg>[] {
  const locale = i18n.locale as Locale;
  const eventOf = (leg: Leg) => bet.events.find((event) => event.id === leg.eventId);
  return [
    {
      id: 'event',
      header: i18n._(msg`Evento`),
      cell: (leg) => (
        <>
          {leg.home[locale]} – {leg.away[locale]}
          <br />
          <span className="muted">
            {eventOf(leg)?.league[locale]} · {formatDateTime(leg.startTime, i18n.locale)}
          </span>
        </>
      ),
    },
    {
      id: 'market',
      header: i18n._(msg`Mercado`),
      cell: (leg) =>
        marketName(
          { type: leg.marketType, specifiers: leg.specifiers },
          i18n,
          eventOf(leg)?.sportId,
        ),
    },
    {
      id: 'selection',
      header: i18n._(msg`Selección`),
      cell: (leg) => outcomeName(leg.marketType, leg.outcome, leg.specifiers, leg, locale, i18n),
    },
    {
      id: 'odds',
      header: i18n._(msg`Cuota`),
      isNumeric: true,
      cell: (leg) => decimalOdds(leg.oddsMilli, i18n.locale),
    },
    { id: 'result', header: i18n._(msg`Resultado`), cell: (leg) => legResultLabel(i18n, leg) },
    {
      id: 'score',
      header: i18n._(msg`Marcador`),
      cell: (leg) => scoreText(eventOf(leg)?.score ?? null),
    },
  ];
}

/**
 * One sports bet as support reads it: what was staked at what odds, each selection (event,
 * market and selection in words, the odds taken, its result and the event's score), what the
 * settlement paid (a corrected one said so) and any cash-out.
 */
export function SportsBetCard({ bet }: { bet: PlayerSportsBet }) {
  const { i18n, t } = useLingui();
  const mbtc = (amount: number) => formatMbtc(amount, i18n.locale);
  const odds = betOdds(bet);
  const titleId = `sports-bet-${bet.id}`;
  const facts: [string, string][] = [
    [t`Realizada`, formatDateTime(bet.placedAt, i18n.locale)],
    [t`Importe apostado`, mbtc(bet.stake)],
    ...(odds === null ? [] : [[t`Cuota`, decimalOdds(odds, i18n.locale)] as [string, string]]),
    [t`Retorno posible`, mbtc(bet.potentialReturn)],
    [t`Pagado`, bet.payout === null ? '—' : mbtc(bet.payout)],
    [t`Liquidada`, bet.settledAt ? formatDateTime(bet.settledAt, i18n.locale) : '—'],
  ];
  return (
    <article className="card stack bet-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Trans>
          Apuesta #{bet.id}: {betTypeLabel(i18n, bet.type)}, {statusLabel(i18n, bet.status)}
        </Trans>
      </h3>
      <dl className="bet-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {bet.system && (
        <p>
          <Trans>
            Sistema {bet.system.name}: {bet.system.lines} líneas de {mbtc(bet.system.lineStake)}
          </Trans>
        </p>
      )}
      {bet.version > 1 && (
        <p>
          <Trans>
            Resultado corregido: liquidada {bet.version} veces; la liquidación anterior pagó{' '}
            {mbtc(bet.previousPayout ?? 0)}.
          </Trans>
        </p>
      )}
      <DataTable
        caption={t`Selecciones de la apuesta #${bet.id}`}
        columns={legColumns(i18n, bet)}
        rows={bet.legs}
        rowKey={(leg) => leg.outcomeId}
        empty={<Trans>Sin selecciones.</Trans>}
      />
      {bet.cashOuts.length > 0 && (
        <ul className="bet-cash-outs">
          {bet.cashOuts.map((cashOut) => (
            <li key={cashOut.at}>
              {cashOut.isFull ? (
                <Trans>
                  Cash out total el {formatDateTime(cashOut.at, i18n.locale)}: pagó{' '}
                  {mbtc(cashOut.amount)}
                </Trans>
              ) : (
                <Trans>
                  Cash out parcial el {formatDateTime(cashOut.at, i18n.locale)}: pagó{' '}
                  {mbtc(cashOut.amount)} por {mbtc(cashOut.closedStake)} de importe
                </Trans>
              )}
              {cashOut.isAutomatic && (
                <>
                  {' '}
                  <Trans>(automático)</Trans>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
