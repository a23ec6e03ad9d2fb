import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { SportsEventSummary } from '../../../../contract/sportsbook';
import { useLocale } from '../../../lib/use-locale';
import { EventScore, EventStatus } from './event-status';
import { isAmong, OutcomeButton, useSlipOutcomes } from './outcome-button';
import './event-row.css';

/** The short labels of a main market's outcomes, as sportsbooks print them over the prices. */
const SHORT_LABELS: Record<string, string> = { home: '1', draw: 'X', away: '2' };

/**
 * One event of a list: teams, score and clock or start time, and its main market's prices. Drawn
 * again only when its event changes (the query keeps an unchanged event's object), not with each
 * row its list adds or each price that moves in another row.
 */
export const EventRow = memo(function EventRow({ event }: { event: SportsEventSummary }) {
  const { t } = useLingui();
  const { locale, localeParam } = useLocale();
  const inSlip = useSlipOutcomes(event.id);
  const market = event.mainMarket;
  const isLive = event.status === 'live' || event.status === 'suspended';
  return (
    <li className="event-row" data-live={isLive || undefined}>
      <Link
        className="event-row__link"
        to="/{-$locale}/sports/event/$eventId"
        params={{ locale: localeParam, eventId: event.id }}
      >
        <span className="event-row__teams">
          <span className="event-row__team">{event.home[locale]}</span>
          <span className="event-row__team">{event.away[locale]}</span>
        </span>
        {isLive && <EventScore score={event.score} />}
        <span className="event-row__meta">
          <EventStatus event={event} />
        </span>
      </Link>
      <div
        className="event-row__market"
        role="group"
        aria-label={t`Cuotas: ${event.home[locale]} - ${event.away[locale]}`}
        data-outcomes={market?.outcomes.length ?? 0}
      >
        {market ? (
          market.outcomes.map((outcome) => (
            <OutcomeButton
              key={outcome.id}
              event={event}
              market={market}
              outcome={outcome}
              isSelected={isAmong(inSlip, outcome.id)}
              label={SHORT_LABELS[outcome.outcomeId] ?? outcome.outcomeId}
            />
          ))
        ) : (
          <span className="event-row__no-market">{t`Sin cuotas`}</span>
        )}
      </div>
    </li>
  );
});
