import { useLingui } from '@lingui/react/macro';
import { memo, useId } from 'react';
import type { SportsEventSummary } from '../../../../contract/sportsbook';
import { useLocale } from '../../../lib/use-locale';
import { groupByDayAndLeague, isOpen, localDay, matchesSearch } from '../events/event-lists';
import { EventRow } from './event-row';
import { useNow } from './use-now';
import { useRowsShown } from './use-rows-shown';

interface SportsListsProps {
  /** The choices the lists are drawn for (behind the chips and the search, which show at once). */
  listed: { sport: string | undefined; league: string | undefined; search: string };
  live: { rows: SportsEventSummary[] };
  upcoming: { pages: { rows: SportsEventSummary[] }[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onMore: () => Promise<unknown>;
}

/**
 * The sportsbook's lists: the matches in play, then those to come by day and league. Memoised: a
 * tap on a chip or a key in the search draws the controls without drawing the lists again.
 */
export const SportsLists = memo(function SportsLists({
  listed,
  live,
  upcoming,
  hasNextPage,
  isFetchingNextPage,
  onMore,
}: SportsListsProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const now = useNow(60_000);
  const id = useId();
  const liveRows = live.rows.filter(
    (event) => isOpen(event) && matchesSearch(event, listed.search),
  );
  const upcomingRows = upcoming.pages
    .flatMap((page) => page.rows)
    .filter((event) => event.status === 'not_started' && matchesSearch(event, listed.search));
  // the first screenful at once, the rest a few rows per task (a long list is a long task)
  const rowsShown = useRowsShown(
    liveRows.length + upcomingRows.length,
    JSON.stringify([listed.sport, listed.league, listed.search]),
  );
  const liveShown = liveRows.slice(0, rowsShown);
  const days = groupByDayAndLeague(upcomingRows.slice(0, rowsShown - liveShown.length));
  const today = localDay(new Date(now).toISOString());
  const tomorrow = localDay(new Date(now + 86_400_000).toISOString());
  const dayLabel = (day: string) => {
    if (day === today) return t`Hoy`;
    if (day === tomorrow) return t`Mañana`;
    return i18n.date(new Date(`${day}T12:00:00`), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
  };

  return (
    <>
      <section className="sports-home__section" aria-labelledby={`${id}-live`}>
        <h2 id={`${id}-live`} className="sports-home__title">
          <span className="sports-home__dot" aria-hidden />
          {t`En directo`}
        </h2>
        {liveRows.length > 0 ? (
          <ul className="sports-home__list">
            {liveShown.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        ) : (
          <p className="sports-home__empty">{t`Ningún partido en directo ahora.`}</p>
        )}
      </section>

      <section className="sports-home__section" aria-labelledby={`${id}-upcoming`}>
        <h2 id={`${id}-upcoming`} className="sports-home__title">
          {t`Próximos partidos`}
        </h2>
        {days.map((day) => (
          <div key={day.day} className="sports-home__day">
            <h3 className="sports-home__day-title">{dayLabel(day.day)}</h3>
            {day.leagues.map((group) => (
              <div key={group.leagueId} className="sports-home__league">
                <h4 className="sports-home__league-title">{group.league.name[locale]}</h4>
                <ul className="sports-home__list">
                  {group.events.map((event) => (
                    <EventRow key={event.id} event={event} />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
        {upcomingRows.length === 0 && (
          <p className="sports-home__empty">{t`Ningún partido próximo con estos filtros.`}</p>
        )}
        {hasNextPage && !listed.search && (
          <button
            type="button"
            className="button sports-home__more"
            disabled={isFetchingNextPage}
            onClick={() => void onMore()}
          >
            {t`Ver más`}
          </button>
        )}
      </section>
    </>
  );
});
