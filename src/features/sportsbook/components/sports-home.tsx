import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { OfflineNote } from '../../../components/offline-note';
import { useIsOnline } from '../../../lib/network';
import { useLocale } from '../../../lib/use-locale';
import { listFilters, sportsQueries } from '../api/sports-queries';
import type { SportsHomeChoices } from '../events/sports-search';
import { OddsFormatSwitch } from '../odds/odds-format-switch';
import { SportsLists } from './sports-lists';
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
  const { t } = useLingui();
  const { locale } = useLocale();
  const isOnline = useIsOnline();
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
  // the lists follow the chips, the league and the search behind them: a tap or a key shows at
  // once, and the lists are drawn after it, in a render React may interrupt for the next one
  const { sport, league } = choices;
  const chosen = useMemo(() => ({ sport, league, search }), [sport, league, search]);
  const listed = useDeferredValue(chosen);
  // until then the lists on screen are an older choice's: dimmed, and the page busy
  const isDrawing = listed !== chosen;
  const filters = listFilters(listed);
  const live = useQuery(sportsQueries.events(filters.live));
  const upcoming = useInfiniteQuery(sportsQueries.eventPages(filters.upcoming));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = upcoming;
  useEffect(() => {
    // a search looks through every upcoming event, not only the pages shown
    if (listed.search && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [listed.search, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const sportList = sports.data?.sports ?? [];
  const chosenSport = sportList.find((sport) => sport.id === choices.sport);
  const leagues = chosenSport ? chosenSport.leagues : sportList.flatMap((sport) => sport.leagues);
  // the lists appear together, once both have come: drawn as each came, the matches in play
  // pushed the list below them down under the player's eyes (a layout shift), and the page drew
  // its rows twice
  const isWaiting = live.isPending || upcoming.isPending;
  const updatedAt = Math.max(live.dataUpdatedAt, upcoming.dataUpdatedAt) || undefined;
  const isLoading = isWaiting && isOnline;

  return (
    <section
      className={isDrawing ? 'sports-home sports-home--drawing' : 'sports-home'}
      aria-busy={isLoading || isDrawing}
    >
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

      <SportsLists
        listed={listed}
        live={live.data}
        upcoming={upcoming.data}
        isWaiting={isWaiting}
        isOnline={isOnline}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onMore={fetchNextPage}
      />
    </section>
  );
}
