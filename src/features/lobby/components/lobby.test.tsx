// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { GameCategory } from '../../../../contract/constants';
import type { Game } from '../../../../contract/games';
import { messages as spanish } from '../../../locales/es/messages.po';
import { gameQueries } from '../api/game-queries';
import {
  CASINO_CATEGORIES,
  DEFAULT_CHOICES,
  lobbyFilters,
  type LobbyChoices,
} from '../lobby-filters';
import { Lobby } from './lobby';

const filters = { isLive: false } as const;

function gamesOf(category: GameCategory, count: number): Game[] {
  return Array.from({ length: count }, (_, index) => ({
    id: (category === 'slots' ? 1_000 : 2_000) + index,
    slug: `${category}-${index}`,
    name: `${category} ${index}`,
    category,
    provider: { id: 1, slug: 'studio', name: 'Studio' },
    imageUrl: '/art/game.webp',
    isLive: false,
    isFeatured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  }));
}

/** A query client holding every answer the lobby asks for: the test makes no call. */
function seededClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const lists = { all: gamesOf('blackjack', 40), slots: gamesOf('slots', 40) };
  for (const [category, rows] of [
    [null, lists.all],
    ['slots', lists.slots],
  ] as const)
    client.setQueryData(
      gameQueries.pages(lobbyFilters(filters, 'es', { ...DEFAULT_CHOICES, category })).queryKey,
      { pages: [{ status: 1 as const, rows, count: rows.length }], pageParams: [1] },
    );
  client.setQueryData(gameQueries.providers().queryKey, []);
  client.setQueryData(gameQueries.categories('es').queryKey, {
    status: 1 as const,
    groups: [],
    categories: [
      { slug: 'slots', gameCount: 40 },
      { slug: 'blackjack', gameCount: 40 },
    ],
  });
  return client;
}

/** What a player could see after each commit React made. */
interface Frame {
  isSlotsPressed: boolean;
  firstGame: string | null;
  isBusy: boolean;
  isDimmed: boolean;
}

function LobbyOfItsOwn({ onCommit }: { onCommit: () => void }) {
  const [choices, setChoices] = useState<LobbyChoices>(DEFAULT_CHOICES);
  return (
    <Profiler id="lobby" onRender={onCommit}>
      <Lobby
        title="Casino"
        filters={filters}
        categories={CASINO_CATEGORIES}
        choices={choices}
        onChoose={setChoices}
      />
    </Profiler>
  );
}

beforeEach(() => {
  i18n.load({ es: spanish });
  i18n.activate('es');
});
afterEach(cleanup);

it('a tap on a category shows at once; the old list stays, dimmed and busy, until the new one is drawn', async () => {
  const frames: Frame[] = [];
  const record = () => {
    const section = document.querySelector('section.lobby');
    const slots = document.querySelector('.lobby__chips button:nth-child(2)');
    if (!section || !slots) return;
    frames.push({
      isSlotsPressed: slots.getAttribute('aria-pressed') === 'true',
      firstGame: section.querySelector(':scope > .game-grid .game-card__name')?.textContent ?? null,
      isBusy: section.getAttribute('aria-busy') === 'true',
      isDimmed: section.classList.contains('lobby--drawing'),
    });
  };
  const rootRoute = createRootRoute({ component: () => <LobbyOfItsOwn onCommit={record} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={seededClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const slots = await screen.findByRole('button', { name: 'Tragaperras' });
  expect(screen.getAllByText(/^blackjack \d+$/)).toHaveLength(40);

  frames.length = 0;
  await act(async () => {
    fireEvent.click(slots);
    await Promise.resolve();
  });

  // the first frame after the tap: the chip pressed, the old list still there, marked as waiting
  expect(frames[0]).toEqual({
    isSlotsPressed: true,
    firstGame: 'blackjack 0',
    isBusy: true,
    isDimmed: true,
  });
  // then the new list, no longer waiting
  expect(frames.at(-1)).toEqual({
    isSlotsPressed: true,
    firstGame: 'slots 0',
    isBusy: false,
    isDimmed: false,
  });
  expect(screen.getAllByText(/^slots \d+$/)).toHaveLength(40);
});
