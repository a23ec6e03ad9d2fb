import { useEffect, useState } from 'react';
import { satoshisToMbtc } from '../contract/money';

interface Health {
  games: number;
}

/**
 * The minimal entry of the foundation: it proves the client is built, served and talks to the
 * API. The full shell (routes, layout, languages) replaces it.
 */
export function App() {
  const [health, setHealth] = useState<Health | null>(null);
  useEffect(() => {
    void fetch('/api/front/get_games', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ itemsPerPage: 1 }),
    })
      .then((response) => response.json() as Promise<{ count: number }>)
      .then((body) => setHealth({ games: body.count }))
      .catch(() => setHealth(null));
  }, []);
  return (
    <main>
      <h1>Casino</h1>
      <p>
        {health
          ? `${health.games} juegos · 1 mBTC = ${satoshisToMbtc(100_000n)} mBTC`
          : 'Cargando…'}
      </p>
    </main>
  );
}
