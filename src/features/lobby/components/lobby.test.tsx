// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Profiler, startTransition, useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { tapOffline } from '../../../test-support/network';
import { renderOnRouter } from '../../../test-support/render-on-router';
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
  // offline, a call fails at once, as in the app's client (src/app/query-client.ts)
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: 'always' } },
  });
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
      { slug: 'card', gameCount: 3 },
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

function LobbyOfItsOwn({
  onCommit,
  isChoiceInTransition = false,
}: {
  onCommit: () => void;
  /** the choices move as the router moves them: in a transition */
  isChoiceInTransition?: boolean;
}) {
  const [choices, setChoices] = useState<LobbyChoices>(DEFAULT_CHOICES);
  return (
    <Profiler id="lobby" onRender={onCommit}>
      <Lobby
        title="Casino"
        filters={filters}
        categories={CASINO_CATEGORIES}
        choices={choices}
        onChoose={(update) =>
          isChoiceInTransition ? startTransition(() => setChoices(update)) : setChoices(update)
        }
      />
    </Profiler>
  );
}

/** What a player could see after each commit React made. */
function recordFrames(frames: Frame[]) {
  return () => {
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
}

function renderLobby(client: QueryClient, onCommit: () => void) {
  renderOnRouter(() => <LobbyOfItsOwn onCommit={onCommit} isChoiceInTransition />, client);
}

/** The games server, answering when the test says (the card-game category is not in the cache). */
function heldGamesServer() {
  const waiting: ((response: Response) => void)[] = [];
  vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => waiting.push(resolve)));
  return {
    asked: () => waiting.length,
    answer: (rows: Game[]) =>
      waiting.shift()?.(
        new Response(JSON.stringify({ status: 1, rows, count: rows.length }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
  };
}

beforeEach(() => {
  i18n.load({ es: spanish });
  i18n.activate('es');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

it('a tap on a category shows at once; the old list stays, dimmed and busy, until the new one is drawn', async () => {
  const frames: Frame[] = [];
  const record = recordFrames(frames);
  renderOnRouter(() => <LobbyOfItsOwn onCommit={record} />, seededClient());
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

it('a category not loaded yet keeps the old list on screen, dimmed and busy, until its games come; never the placeholders', async () => {
  const server = heldGamesServer();
  const frames: Frame[] = [];
  renderLobby(seededClient(), recordFrames(frames));
  const cards = await screen.findByRole('button', { name: 'Cartas' });
  frames.length = 0;
  await act(async () => {
    fireEvent.click(cards);
    await Promise.resolve();
  });
  await vi.waitFor(() => expect(server.asked()).toBe(1));

  const cardsPressed = () => cards.getAttribute('aria-pressed') === 'true';
  expect(cardsPressed()).toBe(true);
  expect(screen.getAllByText(/^blackjack \d+$/)).toHaveLength(40);
  expect(document.querySelector('section.lobby')?.getAttribute('aria-busy')).toBe('true');
  expect(document.querySelector('.game-card--placeholder')).toBeNull();

  await act(async () => {
    server.answer(gamesOf('card', 3));
    await Promise.resolve();
  });
  await screen.findByText('card 0');
  expect(document.querySelector('section.lobby')?.getAttribute('aria-busy')).toBe('false');
  expect(cardsPressed()).toBe(true);
  // no frame in between showed an empty grid
  expect(frames.every((frame) => frame.firstGame !== null)).toBe(true);
});

it('offline, a category never loaded says so in the list; the lobby stays, and the list comes once online', async () => {
  const server = heldGamesServer();
  renderLobby(seededClient(), () => undefined);
  const cards = await screen.findByRole('button', { name: 'Cartas' });
  await tapOffline(cards);

  await screen.findByText('Sin conexión: esta lista se mostrará cuando vuelvas a estar en línea.');
  expect(cards.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('heading', { name: 'Casino' })).toBeTruthy();
  expect(screen.getByLabelText('Buscar juegos')).toBeTruthy();

  vi.unstubAllGlobals();
  const online = heldGamesServer();
  act(() => onlineManager.setOnline(true));
  await vi.waitFor(() => expect(online.asked()).toBe(1));
  await act(async () => {
    online.answer(gamesOf('card', 2));
    await Promise.resolve();
  });
  await screen.findByText('card 1');
  expect(server.asked()).toBe(0);
});
