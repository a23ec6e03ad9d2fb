import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { OfflineNote } from '../../../components/offline-note';
import { useIsOnline } from '../../../lib/network';
import { useLocale } from '../../../lib/use-locale';
import { useRowsShown } from './use-rows-shown';
import { listFilters, sportsQueries } from '../api/sports-queries';
import type { SportsHomeChoices } from '../events/sports-search';
import { groupByDayAndLeague, isOpen, localDay, matchesSearch } from '../events/event-lists';
import { OddsFormatSwitch } from '../odds/odds-format-switch';
import { EventRow } from './event-row';
import { useNow } from './use-now';
import './sports-home.css';

/** Typing stops this long before the URL follows the search. */
const SEARCH_DEBOUNCE_MS = 300;

interface SportsHomeProps {
  choices: SportsHomeChoices;
  /**
   * Changes the choices: the update applies to the URL as it is when the navigation happens, so a
   * search that stops typing after a league was picked does not undo the pick.
   */
  onChoose: (update: (current: SportsHomeChoices) => SportsHomeChoices) => void;
}

/**
 * The sportsbook's front page: the matches in play now, then those to come by day and league;
 * sport chips, a league select and a search of teams and leagues in both languages.
 */
export function SportsHome({ choices, onChoose }: SportsHomeProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const isOnline = useIsOnline();
  const now = useNow(60_000);
  const id = useId();
  const search = choices.q ?? '';
  const [typed, setTyped] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    // the URL changed by itself (back, a link): the field follows
    setShownSearch(search);
    if (typed.trim() !== search) setTyped(search);
  }
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === search) return;
    const timer = setTimeout(
      () => onChoose((current) => ({ ...current, q: wanted || undefined })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, search, onChoose]);

  const sports = useQuery(sportsQueries.sports());
  const filters = listFilters(choices);
  const live = useQuery(sportsQueries.events(filters.live));
  const upcoming = useInfiniteQuery(sportsQueries.eventPages(filters.upcoming));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = upcoming;
  useEffect(() => {
    // a search looks through every upcoming event, not only the pages shown
    if (search && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [search, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const sportList = sports.data?.sports ?? [];
  const chosenSport = sportList.find((sport) => sport.id === choices.sport);
  const leagues = chosenSport ? chosenSport.leagues : sportList.flatMap((sport) => sport.leagues);
  // the lists appear together, once both have come: drawn as each came, the matches in play
  // pushed the list below them down under the player's eyes (a layout shift), and the page drew
  // its rows twice
  const isWaiting = live.isPending || upcoming.isPending;
  const liveRows = isWaiting
    ? []
    : (live.data?.rows ?? []).filter((event) => isOpen(event) && matchesSearch(event, search));
  const upcomingRows = isWaiting
    ? []
    : (upcoming.data?.pages.flatMap((page) => page.rows) ?? []).filter(
        (event) => event.status === 'not_started' && matchesSearch(event, search),
      );
  // the first screenful at once, the rest a few rows per task (a long list is a long task)
  const rowsShown = useRowsShown(
    liveRows.length + upcomingRows.length,
    JSON.stringify([choices.sport, choices.league, search]),
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
  const updatedAt = Math.max(live.dataUpdatedAt, upcoming.dataUpdatedAt) || undefined;
  const isLoading = isWaiting && isOnline;

  return (
    <section className="sports-home" aria-busy={isLoading}>
      <header className="sports-home__header">
        <h1>{t`Deportes`}</h1>
        <OddsFormatSwitch />
      </header>
      <OfflineNote updatedAt={updatedAt} />
      <div className="sports-home__chips" role="group" aria-label={t`Deportes`}>
        <button
          type="button"
          className="sports-home__chip"
          aria-pressed={!choices.sport}
          onClick={() => onChoose((current) => ({ q: current.q }))}
        >
          {t`Todos`}
        </button>
        {sportList.map((sport) => (
          <button
            key={sport.id}
            type="button"
            className="sports-home__chip"
            aria-pressed={choices.sport === sport.id}
            onClick={() => onChoose((current) => ({ sport: sport.id, q: current.q }))}
          >
            {sport.name[locale]}
            {sport.liveCount > 0 && (
              <span className="sports-home__live-count">
                <span aria-hidden> · </span>
                <Trans>{sport.liveCount} en directo</Trans>
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="sports-home__controls">
        <div className="sports-home__field sports-home__field--search">
          <label htmlFor={`${id}-search`}>{t`Buscar equipos o ligas`}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="sports-home__field">
          <label htmlFor={`${id}-league`}>{t`Liga`}</label>
          <select
            id={`${id}-league`}
            value={choices.league ?? ''}
            onChange={(event) => {
              const league = event.target.value || undefined;
              onChoose((current) => ({ ...current, league }));
            }}
          >
            <option value="">{t`Todas`}</option>
            {leagues.map((league) => (
              <option key={league.id} value={league.id}>
                {league.name[locale]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section className="sports-home__section" aria-labelledby={`${id}-live`}>
        <h2 id={`${id}-live`} className="sports-home__title">
          <span className="sports-home__dot" aria-hidden />
          {t`En directo`}
        </h2>
        {isWaiting && isOnline ? (
          // room for the lists, so what is below them (the footer) is not pushed down under the
          // player's eyes when they come
          <div className="sports-home__waiting" aria-hidden />
        ) : liveRows.length > 0 ? (
          <ul className="sports-home__list">
            {liveShown.map((event) => (
              <EventRow key={event.id} event={event} />
            ))}
          </ul>
        ) : (
          !isWaiting && <p className="sports-home__empty">{t`Ningún partido en directo ahora.`}</p>
        )}
      </section>

      {!isWaiting && (
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
          {hasNextPage && !search && (
            <button
              type="button"
              className="button sports-home__more"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t`Ver más`}
            </button>
          )}
        </section>
      )}
    </section>
  );
}
