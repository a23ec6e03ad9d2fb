import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CatchBoundary } from '@tanstack/react-router';
import {
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { GAME_ORDERS, type GameCategory } from '../../../../contract/constants';
import { ListUnavailable } from '../../../components/list-unavailable';
import { useAskedChoices } from '../../../lib/use-asked-choices';
import { useLocale } from '../../../lib/use-locale';
import { gameQueries, type GameFilters } from '../api/game-queries';
import { CATEGORY_LABELS } from '../categories';
import { lobbyFilters, type LobbyChoices } from '../lobby-filters';
import { GamePlaceholders } from './game-placeholders';
import { LobbyGames } from './lobby-games';
import './lobby.css';

/** Typing stops this long before the search is asked. */
const SEARCH_DEBOUNCE_MS = 300;

type Order = (typeof GAME_ORDERS)[number];

interface LobbyProps {
  title: string;
  /** What the lobby is made of (live games, some categories...). */
  filters: Omit<GameFilters, 'page' | 'lan'>;
  /** The category chips offered; none hides the row. */
  categories?: readonly GameCategory[];
  /** The player's choices (from the URL). */
  choices: LobbyChoices;
  /**
   * Changes the choices: the update applies to the URL as it is when the navigation happens, so a
   * search that stops typing after a provider was picked does not undo the pick.
   */
  onChoose: (update: (current: LobbyChoices) => LobbyChoices) => void;
  /** Shown under the title, above the filters (the player's rails). */
  rails?: ReactNode;
}

/**
 * A lobby: category chips, provider and order selectors, a search that waits for typing to stop
 * (the server folds accents and case), and the games page after page with "show more".
 */
export function Lobby({ title, filters, categories = [], choices, onChoose, rails }: LobbyProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const searchId = useId();
  // the controls show a choice at once; the URL (and the list) follow
  const [shown, chooseNow] = useAskedChoices(choices, onChoose);
  const { category, provider, order } = shown;
  const choose = (change: Partial<LobbyChoices>) =>
    chooseNow((current) => ({ ...current, ...change }));
  // what is typed goes to the URL (and the games call) once typing stops
  const { search } = choices;
  const [typed, setTyped] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    // the URL changed by itself (back, a link): the field follows
    setShownSearch(search);
    if (typed.trim() !== search) setTyped(search);
  }
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === shown.search) return;
    // the route gives new choices and a new callback on each render: the timer starts again,
    // which only matters while typing, when it should
    const timer = setTimeout(
      () => chooseNow((current) => ({ ...current, search: wanted })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, shown.search, chooseNow]);

  const providers = useQuery(gameQueries.providers());
  const groups = useQuery({ ...gameQueries.categories(locale), enabled: categories.length > 0 });
  const counts = new Map(groups.data?.categories.map((entry) => [entry.slug, entry.gameCount]));
  const chips = categories.filter((slug) => !groups.data || (counts.get(slug) ?? 0) > 0);

  // the grid is drawn behind the controls: a key typed in the search or a tap on a chip shows at
  // once, and the new list is drawn after it (its games asked for meanwhile), in a render React
  // may interrupt for the next key
  const wanted = useMemo(
    () => ({ category, provider, order, search: shown.search }),
    [category, provider, order, shown.search],
  );
  const listed = useDeferredValue(wanted);
  // until that new list is drawn, the one on screen is dimmed and the lobby busy
  const isDrawing = listed !== wanted;
  const listFilters = lobbyFilters(filters, locale, listed);

  const orderLabels: Record<Order, string> = {
    popular: t`Populares`,
    newest: t`Nuevos`,
    az: t`A-Z`,
    za: t`Z-A`,
  };

  return (
    <section
      className={isDrawing ? 'game-list lobby lobby--drawing' : 'game-list lobby'}
      aria-busy={isDrawing}
    >
      <h1>{title}</h1>
      {rails}
      {categories.length > 0 && (
        <div className="lobby__chips" role="group" aria-label={t`Categorías`}>
          <button
            type="button"
            className="lobby__chip"
            aria-pressed={category === null}
            onClick={() => choose({ category: null })}
          >
            {t`Todas`}
          </button>
          {chips.map((slug) => (
            <button
              key={slug}
              type="button"
              className="lobby__chip"
              aria-pressed={category === slug}
              onClick={() => choose({ category: slug })}
            >
              {i18n._(CATEGORY_LABELS[slug])}
            </button>
          ))}
        </div>
      )}
      <div className="lobby__controls">
        <div className="lobby__search">
          <label htmlFor={`${searchId}-search`}>{t`Buscar juegos`}</label>
          <input
            id={`${searchId}-search`}
            type="search"
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="lobby__select">
          <label htmlFor={`${searchId}-provider`}>{t`Proveedor`}</label>
          <select
            id={`${searchId}-provider`}
            value={provider}
            onChange={(event) => choose({ provider: event.target.value })}
          >
            <option value="">{t`Todos`}</option>
            {providers.data?.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <div className="lobby__select">
          <label htmlFor={`${searchId}-order`}>{t`Ordenar por`}</label>
          <select
            id={`${searchId}-order`}
            value={order}
            onChange={(event) => choose({ order: event.target.value as Order })}
          >
            {GAME_ORDERS.map((value) => (
              <option key={value} value={value}>
                {orderLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {/* a list that could not come says so in its place; a new choice asks again */}
      <CatchBoundary
        getResetKey={() => JSON.stringify(listFilters)}
        errorComponent={ListUnavailable}
      >
        <Suspense fallback={<GamePlaceholders />}>
          <LobbyGames
            filters={listFilters}
            choices={listed}
            onSearchEverywhere={() => choose({ category: null, provider: '' })}
          />
        </Suspense>
      </CatchBoundary>
    </section>
  );
}
