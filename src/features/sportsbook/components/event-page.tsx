import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { SportsEventDetail } from '../../../../contract/sportsbook';
import { OfflineNote } from '../../../components/offline-note';
import { useLocale } from '../../../lib/use-locale';
import { sportsQueries } from '../api/sports-queries';
import { marketGroupName, marketName } from '../../../../contract/sports-market-names';
import { BetBuilderPanel } from '../bet-builder/bet-builder-panel';
import { isBuilderMarket, offersBuilder } from '../bet-builder/bet-builder-store';
import { OddsFormatSwitch } from '../odds/odds-format-switch';
import { EventStatus } from './event-status';
import { isAmong, OutcomeButton, useBuilderOutcomes, useSlipOutcomes } from './outcome-button';
import './event-page.css';

type Market = SportsEventDetail['markets'][number];

/** Markets shown (open or suspended), grouped by type in the order the feed lists the types. */
export function groupMarkets(markets: readonly Market[]): { type: string; markets: Market[] }[] {
  const groups: { type: string; markets: Market[] }[] = [];
  for (const market of markets) {
    if (market.status !== 'active' && market.status !== 'suspended') continue;
    const group = groups.find((item) => item.type === market.type);
    if (group) group.markets.push(market);
    else groups.push({ type: market.type, markets: [market] });
  }
  return groups;
}

/** A market type's markets under a disclosure button (open at first). */
function MarketGroup({
  event,
  markets,
  isBuilder,
}: {
  event: SportsEventDetail;
  markets: Market[];
  isBuilder: boolean;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [isOpen, setIsOpen] = useState(true);
  const inSlip = useSlipOutcomes(event.id);
  const inBuilder = useBuilderOutcomes(event.id);
  const first = markets[0];
  if (!first) return null;
  const isSuspended = markets.every((market) => market.status === 'suspended');
  // one market: its own name (with its line); several: the type's, each line in its outcomes
  const title =
    markets.length === 1
      ? marketName(first, i18n, event.sportId)
      : marketGroupName(first.type, i18n, event.sportId);
  return (
    <section className="market-group">
      <h2 className="market-group__title">
        <button
          type="button"
          className="market-group__toggle"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setIsOpen(!isOpen)}
        >
          <span>
            {title}
            {/* in the heading, not above the prices: a suspension moves nothing on the page */}
            {isSuspended && <span className="market-group__suspended">{t`Suspendido`}</span>}
          </span>
          <span className="market-group__chevron" aria-hidden>
            {isOpen ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={id} className="market-group__body" hidden={!isOpen}>
        {markets.map((market) => (
          <div
            key={market.id}
            className="market-group__market"
            role="group"
            aria-label={marketName(market, i18n, event.sportId)}
          >
            <div className="market-group__outcomes" data-count={market.outcomes.length}>
              {market.outcomes.map((outcome) => (
                <OutcomeButton
                  key={outcome.id}
                  event={event}
                  market={market}
                  outcome={outcome}
                  isSelected={isAmong(isBuilder ? inBuilder : inSlip, outcome.id)}
                  isBuilder={isBuilder}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** One event: league, teams, the live score and clock, and every market grouped by type. */
export function EventPage({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const { locale, localeParam } = useLocale();
  // the route's loader has it (or the route shows its skeleton, or its error page)
  const query = useSuspenseQuery(sportsQueries.event(eventId));
  const [isBuilding, setIsBuilding] = useState(false);
  const event = query.data;
  const canBuild = offersBuilder(event);
  const isBuilder = isBuilding && canBuild;
  const groups = groupMarkets(
    isBuilder ? event.markets.filter((market) => isBuilderMarket(market)) : event.markets,
  );
  const isLive = event.status === 'live' || event.status === 'suspended';
  // a finished event keeps its final score on the page (the bets on it settle by it)
  const isOver = event.status === 'ended' || event.status === 'closed';
  const showsScore = isLive || isOver;
  const periods = event.score?.periods ?? [];
  return (
    <section className="event-page">
      <nav className="event-page__crumbs">
        <Link to="/{-$locale}/sports" params={{ locale: localeParam }}>
          {t`Deportes`}
        </Link>
        <span aria-hidden> / </span>
        <Link
          to="/{-$locale}/sports"
          params={{ locale: localeParam }}
          search={{ sport: event.sportId, league: event.league.id }}
        >
          {event.league.name[locale]}
        </Link>
      </nav>
      <header className="event-page__header">
        <h1 className="event-page__teams">
          <span>{event.home[locale]}</span>
          <span className="event-page__versus" aria-hidden>
            {' '}
            –{' '}
          </span>
          <span className="visually-hidden"> {t`contra`} </span>
          <span>{event.away[locale]}</span>
        </h1>
        <div className="event-page__state">
          {showsScore && event.score && (
            <p className="event-page__score" data-testid="event-score">
              <span className="visually-hidden">{t`Marcador`}: </span>
              {event.score.home} – {event.score.away}
            </p>
          )}
          <EventStatus event={event} />
        </div>
        {showsScore && (periods.length > 0 || (isLive && event.score?.current)) && (
          <p className="event-page__periods">
            {periods.map((period, index) => (
              <span key={index}>
                {period.home}-{period.away}
              </span>
            ))}
            {isLive && event.score?.current && (
              <span>
                <Trans>Juego</Trans> {event.score.current.home}-{event.score.current.away}
              </span>
            )}
          </p>
        )}
        <OddsFormatSwitch />
      </header>
      <OfflineNote updatedAt={query.dataUpdatedAt || undefined} />
      {canBuild && (
        <div className="event-page__modes" role="group" aria-label={t`Cómo apostar`}>
          <button type="button" aria-pressed={!isBuilder} onClick={() => setIsBuilding(false)}>
            {t`Todos los mercados`}
          </button>
          <button type="button" aria-pressed={isBuilder} onClick={() => setIsBuilding(true)}>
            {t`Crea tu apuesta`}
          </button>
        </div>
      )}
      {isBuilder && <BetBuilderPanel event={event} />}
      {groups.length === 0 ? (
        <p className="event-page__empty">
          {isOver
            ? t`El evento ha terminado: sus apuestas se liquidan con el resultado final.`
            : t`No hay mercados abiertos para este evento.`}
        </p>
      ) : (
        groups.map((group) => (
          <MarketGroup
            key={group.type}
            event={event}
            markets={group.markets}
            isBuilder={isBuilder}
          />
        ))
      )}
    </section>
  );
}
