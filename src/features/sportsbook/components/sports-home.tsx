import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import { Suspense, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { ListUnavailable } from '../../../components/list-unavailable';
import { useAskedChoices } from '../../../lib/use-asked-choices';
import { useLocale } from '../../../lib/use-locale';
import { listFilters, sportsQueries } from '../api/sports-queries';
import type { SportsHomeChoices } from '../events/sports-search';
import { OddsFormatSwitch } from '../odds/odds-format-switch';
import { SportsListsWaiting } from './sports-home-skeleton';
import { SportsListsOfChoices } from './sports-lists-of-choices';
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
  const id = useId();
  // the chips and the league show a choice at once; the URL (and the lists) follow
  const [shown, choose] = useAskedChoices(choices, onChoose);
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
    if (wanted === (shown.q ?? '')) return;
    const timer = setTimeout(
      () => choose((current) => ({ ...current, q: wanted || undefined })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, shown.q, choose]);

  const sports = useQuery(sportsQueries.sports());
  // the lists follow the chips, the league and the search behind them: a tap or a key shows at
  // once, and the lists are drawn after it (asked for meanwhile), in a render React may interrupt
  const { sport, league } = shown;
  const askedSearch = shown.q ?? '';
  const chosen = useMemo(
    () => ({ sport, league, search: askedSearch }),
    [sport, league, askedSearch],
  );
  const listed = useDeferredValue(chosen);
  // until then the lists on screen are an older choice's: dimmed, and the page busy
  const isDrawing = listed !== chosen;

  const sportList = sports.data?.sports ?? [];
  const chosenSport = sportList.find((entry) => entry.id === sport);
  const leagues = chosenSport ? chosenSport.leagues : sportList.flatMap((entry) => entry.leagues);

  return (
    <section
      className={isDrawing ? 'sports-home sports-home--drawing' : 'sports-home'}
      aria-busy={isDrawing}
    >
      <header className="sports-home__header">
        <h1>{t`Deportes`}</h1>
        <OddsFormatSwitch />
      </header>
      <div className="sports-home__chips" role="group" aria-label={t`Deportes`}>
        <button
          type="button"
          className="sports-home__chip"
          aria-pressed={!sport}
          onClick={() => choose((current) => ({ q: current.q }))}
        >
          {t`Todos`}
        </button>
        {sportList.map((entry) => (
          <button
            key={entry.id}
            type="button"
            className="sports-home__chip"
            aria-pressed={sport === entry.id}
            onClick={() => choose((current) => ({ sport: entry.id, q: current.q }))}
          >
            {entry.name[locale]}
            {entry.liveCount > 0 && (
              <span className="sports-home__live-count">
                <span aria-hidden> · </span>
                <Trans>{entry.liveCount} en directo</Trans>
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
            value={league ?? ''}
            onChange={(event) => {
              const picked = event.target.value || undefined;
              choose((current) => ({ ...current, league: picked }));
            }}
          >
            <option value="">{t`Todas`}</option>
            {leagues.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name[locale]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {/* lists that could not come say so in their place; a new choice asks again */}
      <CatchBoundary
        getResetKey={() => JSON.stringify(listFilters(listed))}
        errorComponent={ListUnavailable}
      >
        <Suspense fallback={<SportsListsWaiting />}>
          <SportsListsOfChoices listed={listed} />
        </Suspense>
      </CatchBoundary>
    </section>
  );
}
