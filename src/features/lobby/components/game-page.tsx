import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { getGameUrl, getLiveGameUrl, type Game } from '../../../../contract/games';
import { callApi } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/error-messages';
import { playerQueries } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { isMobileWidth, ui } from '../../../stores/ui-store';
import { useLingui as useI18n } from '@lingui/react';
import { playerGameQueries } from '../api/player-game-queries';
import { useGameFrameSettings } from '../game-frame-settings';
import { withRecentGame } from '../player-game-lists';
import { FavouriteToggle } from './favourite-toggle';
import './game-page.css';

/**
 * The game page: the provider's game in a full-height frame (sandboxed), with a right panel that
 * stays hidden until its toggle is used. While it is open the game-play flag hides the slider and
 * the bottom navigation; leaving ends the game, which refetches the balance.
 */
export function GamePage({ gameId, isLive }: { gameId: number; isLive: boolean }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { locale, localeParam } = useLocale();
  const [launch, setLaunch] = useState<{ url: string; game: Game } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPanelOpen, setPanelOpen] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const queryClient = useQueryClient();
  // only this site's own (house) games share the settings channel, not another provider's
  useGameFrameSettings(frameRef, launch !== null && isOwnOrigin(launch.url));

  useEffect(() => {
    // a launch URL carries a one-time session token: asked once per visit of the page
    let isCurrent = true;
    callApi(isLive ? getLiveGameUrl : getGameUrl, {
      gameId,
      lan: locale,
      is_mobile: isMobileWidth(),
    })
      .then((answer) => {
        if (!isCurrent) return;
        setLaunch(answer);
        ui.set({ isGamePlay: true });
        // the server put it first in the recently played list: so does the saved copy
        const playerId = queryClient.getQueryData(playerQueries.current().queryKey)?.id;
        if (playerId !== undefined)
          queryClient.setQueryData(playerGameQueries.recentlyPlayed(playerId).queryKey, (recent) =>
            withRecentGame(recent, answer.game),
          );
      })
      .catch((error: unknown) => {
        if (isCurrent) setFailure(failureMessage(i18n, error));
      });
    return () => {
      isCurrent = false;
      ui.set({ isGamePlay: false });
    };
  }, [gameId, isLive, locale, i18n, queryClient]);

  const lobby = isLive ? '/{-$locale}/live-casino' : '/{-$locale}/online-casino';
  if (failure)
    return (
      <section className="game-page game-page--failed">
        <p role="alert" className="alert alert--error">
          {failure}
        </p>
        <Link to={lobby} params={{ locale: localeParam }}>
          <Trans>Volver al lobby</Trans>
        </Link>
      </section>
    );
  return (
    <section className="game-page" aria-busy={!launch}>
      <h1 className="visually-hidden">{launch?.game.name ?? t`Cargando el juego…`}</h1>
      {launch && (
        <iframe
          ref={frameRef}
          className="game-page__frame"
          src={launch.url}
          title={launch.game.name}
          allow="fullscreen; autoplay"
          sandbox={frameSandbox(launch.url)}
        />
      )}
      <button
        type="button"
        className="game-page__toggle"
        aria-expanded={isPanelOpen}
        aria-controls="game-panel"
        onClick={() => setPanelOpen(!isPanelOpen)}
      >
        <span className="game-page__toggle-mark" aria-hidden="true">
          {isPanelOpen ? '›' : '‹'}
        </span>
        {/* in words on a phone (a bar under the game); read out everywhere */}
        <span className="game-page__toggle-label visually-hidden">
          {isPanelOpen ? t`Ocultar panel del juego` : t`Mostrar panel del juego`}
        </span>
      </button>
      <aside id="game-panel" className="game-page__panel" hidden={!isPanelOpen}>
        {launch && (
          <>
            <div className="game-page__title">
              <h2>{launch.game.name}</h2>
              <FavouriteToggle game={launch.game} />
            </div>
            <p>{launch.game.provider.name}</p>
          </>
        )}
        <Link to={lobby} params={{ locale: localeParam }} className="button button--secondary">
          <Trans>Salir del juego</Trans>
        </Link>
      </aside>
    </section>
  );
}

/**
 * A game served by this site (the house provider) runs with an opaque origin: the same origin
 * would let its script lift the sandbox and read the player's token from this page's storage.
 * A provider on its own origin keeps its origin (its cookies and storage, never ours).
 */
export function frameSandbox(url: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-top-navigation-by-user-activation';
  return isOwnOrigin(url) ? base : `${base} allow-same-origin`;
}

function isOwnOrigin(url: string): boolean {
  return new URL(url, location.href).origin === location.origin;
}
