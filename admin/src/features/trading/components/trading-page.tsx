import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SPORTS_EVENT_STATUSES } from '../../../../../contract/sportsbook';
import { DataTable } from '../../../components/data-table';
import { Field } from '../../../components/field';
import { FormError } from '../../../components/form-error';
import { Pager } from '../../../components/pager';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime, formatMbtc } from '../../../lib/format';
import {
  tradingQueries,
  TRADING_PAGE_SIZE,
  type EventStatus,
  type TradingEvent,
  type TradingMarket,
  type TradingOutcome,
  type TradingSearch,
} from '../api/trading-queries';
import { formatLiability, formatOdds, liabilityTone, marketName } from '../liability';
import { MarketSuspensionDialog } from './market-suspension-dialog';
import '../trading.css';

const EVENT_STATUS = {
  not_started: msg`Sin empezar`,
  live: msg`En directo`,
  suspended: msg`Suspendido`,
  ended: msg`Terminado`,
  closed: msg`Cerrado`,
  cancelled: msg`Cancelado`,
} as const;

const MARKET_STATUS = {
  active: msg`Abierto`,
  suspended: msg`Suspendido`,
  deactivated: msg`Desactivado`,
  settled: msg`Liquidado`,
  cancelled: msg`Anulado`,
} as const;

type Change = { action: 'suspend' | 'resume'; event: TradingEvent; market: TradingMarket };

const eventName = (event: TradingEvent, locale: string) => {
  const language = locale === 'en' ? 'en' : 'es';
  return `${event.home[language]} – ${event.away[language]}`;
};

/** The open events (or those of one status) with each market's stakes and liabilities. */
export function TradingPage({
  search,
  onFilter,
}: {
  search: TradingSearch;
  onFilter: (search: TradingSearch) => void;
}) {
  const { i18n, t } = useLingui();
  const events = useQuery(tradingQueries.events(search));
  const [change, setChange] = useState<Change | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="stack">
      <div className="page-heading">
        <h1>
          <Trans>Trading de deportes</Trans>
        </h1>
        <p className="muted">
          <Trans>Se actualiza cada 10 segundos.</Trans>
        </p>
      </div>
      <form
        key={`${search.status ?? ''}${search.event ?? ''}`}
        className="filters"
        aria-label={t`Filtros`}
        onSubmit={(event) => {
          event.preventDefault();
          const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<
            string,
            string
          >;
          onFilter({
            status: (form.status || undefined) as EventStatus | undefined,
            event: form.event?.trim() || undefined,
            page: 1,
          });
        }}
      >
        <Field label={<Trans>Estado del evento</Trans>}>
          {(id) => (
            <select id={id} name="status" defaultValue={search.status ?? ''}>
              <option value="">{t`Abiertos (sin empezar, en directo, suspendidos)`}</option>
              {SPORTS_EVENT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {i18n._(EVENT_STATUS[value])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={<Trans>ID de evento</Trans>}>
          {(id) => <input id={id} name="event" defaultValue={search.event ?? ''} maxLength={200} />}
        </Field>
        <button type="submit" className="primary">
          <Trans>Buscar</Trans>
        </button>
      </form>
      <p role="status" className="notice">
        {notice}
      </p>
      <FormError message={events.error && errorMessage(i18n, events.error)} />
      {events.data &&
        (events.data.rows.length === 0 ? (
          <p className="empty">
            <Trans>Ningún evento con este estado.</Trans>
          </p>
        ) : (
          <ul className="trading-events">
            {events.data.rows.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  i18n={i18n}
                  onChange={(action, market) => {
                    setNotice(null);
                    setChange({ action, event, market });
                  }}
                />
              </li>
            ))}
          </ul>
        ))}
      {events.data && (
        <Pager
          page={search.page}
          pageSize={TRADING_PAGE_SIZE}
          count={events.data.count}
          onPage={(page) => onFilter({ ...search, page })}
        />
      )}
      {change && (
        <MarketSuspensionDialog
          action={change.action}
          eventId={change.event.id}
          eventName={eventName(change.event, i18n.locale)}
          market={change.market}
          onClose={(message) => {
            setChange(null);
            setNotice(message);
          }}
        />
      )}
    </section>
  );
}

function EventCard({
  event,
  i18n,
  onChange,
}: {
  event: TradingEvent;
  i18n: I18n;
  onChange: (action: 'suspend' | 'resume', market: TradingMarket) => void;
}) {
  const { t } = useLingui();
  const name = eventName(event, i18n.locale);
  const locale = i18n.locale;
  return (
    <article className="card stack" aria-label={name}>
      <header className="trading-event__head">
        <h2>{name}</h2>
        <p className="muted">
          {event.league.name[locale === 'en' ? 'en' : 'es']} ·{' '}
          {formatDateTime(event.startTime, locale)} · {i18n._(EVENT_STATUS[event.status])}
        </p>
        <p>
          <Trans>
            Apostado abierto: {formatMbtc(event.openStake, locale)} en {event.openBets} apuestas
          </Trans>
        </p>
      </header>
      {event.markets.length === 0 && (
        <p className="empty">
          <Trans>Sin mercados.</Trans>
        </p>
      )}
      {event.markets.map((market) => {
        const title = marketName(market.type, market.specifiers);
        return (
          <section key={market.id} className="trading-market" aria-label={title}>
            <div className="trading-market__head">
              <h3>
                {title}{' '}
                <span className={`market-status market-status--${market.status}`}>
                  {i18n._(MARKET_STATUS[market.status])}
                </span>
                {market.isOperatorSuspended && (
                  <span className="muted">
                    {' '}
                    <Trans>(por un operador)</Trans>
                  </span>
                )}
              </h3>
              {market.isOperatorSuspended ? (
                <button
                  type="button"
                  className="primary"
                  aria-label={t`Reanudar ${title} de ${name}`}
                  onClick={() => onChange('resume', market)}
                >
                  <Trans>Reanudar</Trans>
                </button>
              ) : (
                market.status !== 'settled' &&
                market.status !== 'cancelled' && (
                  <button
                    type="button"
                    className="danger"
                    aria-label={t`Suspender ${title} de ${name}`}
                    onClick={() => onChange('suspend', market)}
                  >
                    <Trans>Suspender</Trans>
                  </button>
                )
              )}
            </div>
            <p className="muted">
              <Trans>
                Apostado: {formatMbtc(market.openStake, locale)} · Peor caso:{' '}
                {formatLiability(market.maxLiability, locale)}
              </Trans>
            </p>
            <DataTable<TradingOutcome>
              caption={t`Resultados de ${title}, ${name}`}
              rows={market.outcomes}
              rowKey={(outcome) => outcome.id}
              empty={<Trans>Sin resultados.</Trans>}
              columns={[
                { id: 'outcome', header: t`Resultado`, cell: (outcome) => outcome.outcomeId },
                {
                  id: 'odds',
                  header: t`Cuota`,
                  isNumeric: true,
                  sortValue: (outcome) => outcome.oddsMilli,
                  cell: (outcome) =>
                    outcome.isActive ? (
                      formatOdds(outcome.oddsMilli, locale)
                    ) : (
                      <>
                        {formatOdds(outcome.oddsMilli, locale)}{' '}
                        <span className="muted">
                          <Trans>(inactivo)</Trans>
                        </span>
                      </>
                    ),
                },
                {
                  id: 'stake',
                  header: t`Apostado`,
                  isNumeric: true,
                  cell: (outcome) => formatMbtc(outcome.stake, locale),
                  sortValue: (outcome) => outcome.stake,
                },
                {
                  id: 'payout',
                  header: t`A pagar si gana`,
                  isNumeric: true,
                  cell: (outcome) => formatMbtc(outcome.payout, locale),
                  sortValue: (outcome) => outcome.payout,
                },
                {
                  id: 'liability',
                  header: t`Riesgo de la casa`,
                  isNumeric: true,
                  sortValue: (outcome) => outcome.liability,
                  cell: (outcome) => (
                    <span className={`liability liability--${liabilityTone(outcome.liability)}`}>
                      {formatLiability(outcome.liability, locale)}
                    </span>
                  ),
                },
              ]}
            />
          </section>
        );
      })}
    </article>
  );
}
