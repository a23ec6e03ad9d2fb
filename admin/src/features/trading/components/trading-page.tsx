import { msg } from '@lingui/core/macro';
import { useNotice } from '../../../lib/notice';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
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
import {
  formatLiability,
  formatOdds,
  liabilityTone,
  tradingMarketName,
  tradingOutcomeName,
} from '../liability';
import { eventWorstCase, exposedMarkets, isCorrection, splitMarkets } from '../settlement';
import { MarketSuspensionDialog } from './market-suspension-dialog';
import { SettlementDialog } from './settlement-dialog';
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

type Change = {
  action: 'suspend' | 'resume' | 'result';
  event: TradingEvent;
  market: TradingMarket;
};
type OnChange = (action: Change['action'], event: TradingEvent, market: TradingMarket) => void;

const eventName = (event: TradingEvent, locale: string) => {
  const language = locale === 'en' ? 'en' : 'es';
  return `${event.home[language]} – ${event.away[language]}`;
};

/**
 * The open events (or those of one status, or matching a search), each folded to one line with its
 * exposure and unfolded to its markets' stakes and liabilities; or the markets with exposure alone,
 * the largest worst case first. Each market is suspended, resumed, settled, voided or corrected.
 */
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
  const [notice, setNotice] = useNotice();
  const onChange: OnChange = (action, event, market) => {
    setNotice(null);
    setChange({ action, event, market });
  };
  const isExposure = search.view === 'exposure';

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
        key={`${search.status ?? ''}${search.event ?? ''}${search.q ?? ''}${search.view ?? ''}`}
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
            q: form.q?.trim() || undefined,
            view: form.view === 'exposure' ? 'exposure' : undefined,
            page: 1,
          });
        }}
      >
        <Field label={<Trans>Vista</Trans>}>
          {(id) => (
            <select id={id} name="view" defaultValue={search.view ?? ''}>
              <option value="">{t`Eventos`}</option>
              <option value="exposure">{t`Mercados con exposición`}</option>
            </select>
          )}
        </Field>
        <Field label={<Trans>Equipo o liga</Trans>}>
          {(id) => (
            <input id={id} name="q" type="search" defaultValue={search.q ?? ''} maxLength={100} />
          )}
        </Field>
        <Field label={<Trans>Estado del evento</Trans>}>
          {(id) => (
            <select id={id} name="status" defaultValue={search.status ?? ''}>
              <option value="">
                {isExposure ? t`Todos` : t`Abiertos (sin empezar, en directo, suspendidos)`}
              </option>
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
        {notice?.(i18n)}
      </p>
      <FormError message={events.error && errorMessage(i18n, events.error)} />
      {events.data &&
        (events.data.rows.length === 0 ? (
          <p className="empty">
            {isExposure ? (
              <Trans>Ningún mercado con apuestas abiertas.</Trans>
            ) : (
              <Trans>Ningún evento con estos filtros.</Trans>
            )}
          </p>
        ) : isExposure ? (
          <ul className="trading-events">
            {exposedMarkets(events.data.rows).map(({ event, market }) => (
              <li key={market.id} className="card">
                <MarketCard event={event} market={market} onChange={onChange} isEventNamed />
              </li>
            ))}
          </ul>
        ) : (
          <ul className="trading-events">
            {events.data.rows.map((event) => (
              <li key={event.id}>
                <EventRow event={event} isOpen={search.event !== undefined} onChange={onChange} />
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
      {change && change.action !== 'result' && (
        <MarketSuspensionDialog
          action={change.action}
          eventId={change.event.id}
          eventName={eventName(change.event, i18n.locale)}
          market={change.market}
          sportId={change.event.sportId}
          onClose={(message) => {
            setChange(null);
            setNotice(message);
          }}
        />
      )}
      {change?.action === 'result' && (
        <SettlementDialog
          event={change.event}
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

/** When the event is: its score while in play, its start time before. */
function eventMoment(event: TradingEvent, locale: string) {
  const isInPlay = event.status === 'live' || event.status === 'suspended';
  if (event.score && (isInPlay || event.status === 'ended' || event.status === 'closed')) {
    return `${event.score.home}–${event.score.away}`;
  }
  return formatDateTime(event.startTime, locale);
}

/** An event folded to one line (teams, league, time or score, status, exposure); open: its markets. */
function EventRow({
  event,
  isOpen,
  onChange,
}: {
  event: TradingEvent;
  isOpen: boolean;
  onChange: OnChange;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const name = eventName(event, locale);
  const worst = eventWorstCase(event);
  const { shown, folded } = splitMarkets(event.markets);
  return (
    <details className="card trading-event" open={isOpen || undefined}>
      <summary>
        <span className="trading-event__line">
          <span className="trading-event__name">{name}</span>
          <span className="muted">
            {event.league.name[locale === 'en' ? 'en' : 'es']} · {eventMoment(event, locale)} ·{' '}
            <span className={`event-status event-status--${event.status}`}>
              {i18n._(EVENT_STATUS[event.status])}
            </span>
          </span>
          <span className="trading-event__exposure">
            {event.openBets > 0 ? (
              <Trans>
                {formatMbtc(event.openStake, locale)} en{' '}
                <Plural value={event.openBets} one="# apuesta" other="# apuestas" /> · Peor caso:{' '}
                <span className={`liability liability--${liabilityTone(worst)}`}>
                  {formatLiability(worst, locale)}
                </span>
              </Trans>
            ) : (
              <span className="muted">
                <Trans>Sin apuestas abiertas</Trans>
              </span>
            )}
          </span>
        </span>
      </summary>
      <div className="stack trading-event__markets">
        {event.markets.length === 0 && (
          <p className="empty">
            <Trans>Sin mercados.</Trans>
          </p>
        )}
        {shown.map((market) => (
          <MarketCard key={market.id} event={event} market={market} onChange={onChange} />
        ))}
        {folded.length > 0 && (
          <details className="trading-more">
            <summary>
              <Plural
                value={folded.length}
                one="# mercado más, sin apuestas abiertas"
                other="# mercados más, sin apuestas abiertas"
              />
            </summary>
            <div className="stack">
              {folded.map((market) => (
                <MarketCard key={market.id} event={event} market={market} onChange={onChange} />
              ))}
            </div>
          </details>
        )}
      </div>
    </details>
  );
}

/** A market's state, its actions, its stakes and each outcome's liability. */
function MarketCard({
  event,
  market,
  onChange,
  isEventNamed = false,
}: {
  event: TradingEvent;
  market: TradingMarket;
  onChange: OnChange;
  /** the event's name above the market's (the exposure view, where markets are not under it) */
  isEventNamed?: boolean;
}) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const name = eventName(event, locale);
  const title = tradingMarketName(market, i18n, event.sportId);
  const isResolved = market.status === 'settled' || market.status === 'cancelled';
  return (
    <section className="trading-market stack" aria-label={`${title}, ${name}`}>
      {isEventNamed && (
        <p className="muted">
          {name} · {event.league.name[locale === 'en' ? 'en' : 'es']} · {eventMoment(event, locale)}{' '}
          · {i18n._(EVENT_STATUS[event.status])}
        </p>
      )}
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
        <div className="row-actions">
          {market.isOperatorSuspended ? (
            <button
              type="button"
              className="primary"
              aria-label={t`Reanudar ${title} de ${name}`}
              onClick={() => onChange('resume', event, market)}
            >
              <Trans>Reanudar</Trans>
            </button>
          ) : (
            !isResolved && (
              <button
                type="button"
                aria-label={t`Suspender ${title} de ${name}`}
                onClick={() => onChange('suspend', event, market)}
              >
                <Trans>Suspender</Trans>
              </button>
            )
          )}
          <button
            type="button"
            className="danger"
            aria-label={
              isCorrection(market)
                ? t`Corregir ${title} de ${name}`
                : t`Liquidar o anular ${title} de ${name}`
            }
            onClick={() => onChange('result', event, market)}
          >
            {isCorrection(market) ? <Trans>Corregir…</Trans> : <Trans>Liquidar o anular…</Trans>}
          </button>
        </div>
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
          {
            id: 'outcome',
            header: t`Resultado`,
            cell: (outcome) => (
              <>
                {tradingOutcomeName(market, outcome.outcomeId, event, i18n)}
                {outcome.result !== null && (
                  <span className="muted">
                    {' '}
                    {outcome.result === 1 ? t`(ganador)` : t`(perdedor)`}
                  </span>
                )}
              </>
            ),
          },
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
}
