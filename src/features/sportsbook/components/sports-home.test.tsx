// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { tapOffline } from '../../../test-support/network';
import { renderOnRouter } from '../../../test-support/render-on-router';
import type { SportsEventSummary } from '../../../../contract/sportsbook';
import { messages as spanish } from '../../../locales/es/messages.po';
import { messages as sportsbook } from '../../../locales/es/sportsbook.po';
import { listFilters, sportsQueries } from '../api/sports-queries';
import type { SportsHomeChoices } from '../events/sports-search';
import { SportsHome } from './sports-home';

const league = (sportId: string) => ({
  id: `${sportId}-league`,
  name: { es: `Liga de ${sportId}`, en: `${sportId} league` },
  country: null,
});

function match(id: string, sportId: string, home: string): SportsEventSummary {
  return {
    id,
    sportId,
    league: league(sportId),
    home: { es: home, en: home },
    away: { es: 'Visitante', en: 'Visitor' },
    startTime: '2099-01-01T18:00:00.000Z',
    status: 'not_started',
    score: null,
    clock: null,
    updatedAt: '2098-12-31T18:00:00.000Z',
    mainMarket: null,
  };
}

/** Every sport's lists saved, the tennis ones not: the test makes no call but those. */
function seededClient(): QueryClient {
  // offline, a call fails at once, as in the app's client (src/app/query-client.ts)
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, networkMode: 'always' } },
  });
  const sport = (id: string, name: string) => ({
    id,
    name: { es: name, en: name },
    eventCount: 1,
    liveCount: 0,
    leagues: [{ ...league(id), eventCount: 1, liveCount: 0 }],
  });
  client.setQueryData(sportsQueries.sports().queryKey, {
    status: 1 as const,
    sports: [sport('football', 'Fútbol'), sport('tennis', 'Tenis')],
    limits: { minStake: 0.1, maxStake: 100, liveDelaySeconds: 0 },
  });
  const all = listFilters({});
  client.setQueryData(sportsQueries.events(all.live).queryKey, {
    status: 1 as const,
    rows: [],
    count: 0,
  });
  client.setQueryData(sportsQueries.eventPages(all.upcoming).queryKey, {
    pages: [{ status: 1 as const, rows: [match('1', 'football', 'Sevilla')], count: 1 }],
    pageParams: [1],
  });
  return client;
}

/** The events server, answering when the test says. */
function heldEventsServer() {
  const waiting: { isLive: boolean; answer: (response: Response) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise<Response>((answer) =>
        waiting.push({ isLive: String(init.body).includes('"live":true'), answer }),
      ),
  );
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  return {
    asked: () => waiting.length,
    answer: (rows: SportsEventSummary[]) => {
      for (const call of waiting.splice(0))
        call.answer(json({ status: 1, rows: call.isLive ? [] : rows, count: rows.length }));
    },
  };
}

function SportsHomeOfItsOwn() {
  const [choices, setChoices] = useState<SportsHomeChoices>({});
  return (
    <SportsHome
      choices={choices}
      // the choices move as the router moves them: in a transition
      onChoose={(update) => startTransition(() => setChoices(update))}
    />
  );
}

function renderSportsHome() {
  renderOnRouter(SportsHomeOfItsOwn, seededClient());
}

const page = () => document.querySelector('section.sports-home');

beforeEach(() => {
  i18n.load({ es: { ...spanish, ...sportsbook } });
  i18n.activate('es');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

it('a sport not loaded yet keeps the old lists on screen, dimmed and busy, until its lists come', async () => {
  const server = heldEventsServer();
  renderSportsHome();
  const tennis = await screen.findByRole('button', { name: 'Tenis' });
  await screen.findByText(/Sevilla/);

  await act(async () => {
    fireEvent.click(tennis);
    await Promise.resolve();
  });
  await vi.waitFor(() => expect(server.asked()).toBe(2));
  expect(tennis.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByText(/Sevilla/)).toBeTruthy();
  expect(page()?.getAttribute('aria-busy')).toBe('true');
  expect(page()?.classList.contains('sports-home--drawing')).toBe(true);
  expect(document.querySelector('.sports-home__waiting')).toBeNull();

  await act(async () => {
    server.answer([match('2', 'tennis', 'Nadal')]);
    await Promise.resolve();
  });
  await screen.findByText(/Nadal/);
  expect(screen.queryByText(/Sevilla/)).toBeNull();
  expect(page()?.getAttribute('aria-busy')).toBe('false');
  expect(tennis.getAttribute('aria-pressed')).toBe('true');
});

it('offline, a sport never loaded says so where its lists go; the chips stay', async () => {
  renderSportsHome();
  const tennis = await screen.findByRole('button', { name: 'Tenis' });
  await tapOffline(tennis);
  await screen.findByText('Sin conexión: esta lista se mostrará cuando vuelvas a estar en línea.');
  expect(tennis.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'Fútbol' })).toBeTruthy();
});
