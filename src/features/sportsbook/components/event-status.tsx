import { Trans, useLingui } from '@lingui/react/macro';
import type { SportsEventSummary } from '../../../../contract/sportsbook';
import { clockText } from '../events/event-clock';
import { useNow } from './use-now';
import './event-status.css';

type EventState = Pick<SportsEventSummary, 'status' | 'clock' | 'updatedAt' | 'startTime'>;

/** The running clock of a live event, from the feed's last stamp. */
export function LiveClock({ clock, updatedAt }: Pick<EventState, 'clock' | 'updatedAt'>) {
  const { i18n } = useLingui();
  const now = useNow();
  if (!clock) return null;
  return (
    <span className="event-status__clock">
      {clockText(clock, (now - Date.parse(updatedAt)) / 1000, i18n)}
    </span>
  );
}

/** When the event starts (today's time, or the day and time), or its live state and clock. */
export function EventStatus({ event }: { event: EventState }) {
  const { i18n } = useLingui();
  if (event.status === 'live' || event.status === 'suspended') {
    return (
      <span className="event-status event-status--live">
        <span className="event-status__badge">
          <Trans>En directo</Trans>
        </span>
        <LiveClock clock={event.clock} updatedAt={event.updatedAt} />
      </span>
    );
  }
  if (event.status === 'not_started') {
    const start = new Date(event.startTime);
    const isToday = start.toDateString() === new Date().toDateString();
    const time = i18n.date(
      start,
      isToday
        ? { timeStyle: 'short' }
        : { weekday: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
    );
    return (
      <span className="event-status">
        <time dateTime={event.startTime}>{time}</time>
      </span>
    );
  }
  return (
    <span className="event-status">
      {event.status === 'cancelled' ? <Trans>Cancelado</Trans> : <Trans>Finalizado</Trans>}
    </span>
  );
}

/** The score, and in tennis the sets' games and the current game's points. */
export function EventScore({ score }: { score: SportsEventSummary['score'] }) {
  if (!score) return null;
  return (
    <span className="event-score">
      <span className="event-score__total">{score.home}</span>
      <span className="event-score__total">{score.away}</span>
    </span>
  );
}
