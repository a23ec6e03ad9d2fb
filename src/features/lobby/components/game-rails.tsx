import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import type { Game } from '../../../../contract/games';
import type { LiveTableNow } from '../../../../contract/player-games';
import { useIsOnline } from '../../../lib/network';
import { usePlayer } from '../../../lib/player-queries';
import { liveNowQueries, playerGameQueries } from '../api/player-game-queries';
import { useFavourites } from './favourites-provider';
import { GameCards } from './game-grid';
import './game-rails.css';

/**
 * The lobby's rails, one row each scrolled sideways: for a player the games they played last and
 * their favourites (both saved for offline use), for everyone the live tables open now.
 */
export function GameRails() {
  const player = usePlayer();
  return (
    <div className="game-rails">
      {player && <PlayerRails playerId={player.id} />}
      <LiveNowRail />
    </div>
  );
}

function PlayerRails({ playerId }: { playerId: number }) {
  const { t } = useLingui();
  const isOnline = useIsOnline();
  const recent = useQuery(playerGameQueries.recentlyPlayed(playerId));
  const favourites = useFavourites();
  return (
    <>
      <Rail title={t`Jugado recientemente`} name="recent">
        <GameCards
          games={recent.data}
          isOffline={!isOnline}
          layout="rail"
          labelOf={({ name, provider: { name: studio } }) =>
            t`Jugar de nuevo a ${name} (${studio})`
          }
          emptyText={t`Aún no has jugado a ningún juego: los que abras aparecerán aquí, en todos tus dispositivos.`}
        />
      </Rail>
      <Rail title={t`Favoritos`} name="favourites">
        <GameCards
          games={favourites?.games}
          isOffline={!isOnline}
          layout="rail"
          labelOf={({ name, provider: { name: studio } }) =>
            t`Jugar a tu favorito ${name} (${studio})`
          }
          emptyText={t`Aún no tienes favoritos: pulsa el corazón de un juego para guardarlo aquí.`}
        />
      </Rail>
    </>
  );
}

function LiveNowRail() {
  const { t } = useLingui();
  const isOnline = useIsOnline();
  const tables = useQuery({ ...liveNowQueries.tables(), enabled: isOnline });
  const byGame = new Map(tables.data?.map((table) => [table.game.id, table]));
  const phaseWords: Record<LiveTableNow['phase'], string> = {
    betting: t`Apostando`,
    running: t`Ronda en juego`,
    between: t`Entre rondas`,
  };
  const tableOf = (game: Game) => {
    const table = byGame.get(game.id);
    return table ? { phase: phaseWords[table.phase], players: table.players } : null;
  };
  const detailOf = (game: Game) => {
    const table = tableOf(game);
    if (!table) return null;
    const { players } = table;
    return (
      <>
        <span className="live-now__phase">{table.phase}</span>
        <span>{t`Jugadores: ${players}`}</span>
      </>
    );
  };
  const labelOf = (game: Game) => {
    const { name } = game;
    const studio = game.provider.name;
    const table = tableOf(game);
    const phase = table?.phase ?? '';
    const players = table?.players ?? 0;
    return t`Jugar en la mesa en vivo ${name} (${studio}): ${phase}, jugadores: ${players}`;
  };
  return (
    <Rail title={t`En vivo ahora`} name="live-now">
      {isOnline ? (
        <GameCards
          games={tables.data?.map((table) => table.game)}
          isOffline={false}
          layout="rail"
          detailOf={detailOf}
          labelOf={labelOf}
          emptyText={t`No hay mesas en vivo abiertas ahora mismo: vuelve en unos minutos.`}
        />
      ) : (
        <p role="status" className="lobby__empty">
          {t`Sin conexión: las mesas en vivo se muestran cuando vuelvas a estar en línea.`}
        </p>
      )}
    </Rail>
  );
}

function Rail({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`game-rail game-rail--${name}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="game-rail__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
