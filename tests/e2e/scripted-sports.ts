// Football matches a browser test plays on its timed server (timed-server.ts): the test says when
// a match is listed, kicks off, reaches a minute, scores and ends, and each step's feed messages
// (server/modules/sportsbook/feed/scripted/scripted-football.ts: the simulator's prices and
// settlement) go to the server's feed at once, stamped with the server's time. No test waits for
// a match: the book moves when the test moves it.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { FeedMessage } from '../../server/modules/sportsbook/feed/feed-messages';
import {
  scriptFootballMatch,
  type ScriptedFootballMatch,
} from '../../server/modules/sportsbook/feed/scripted/scripted-football';
import {
  LEAGUES,
  SPORT_NAMES,
  type SimSport,
} from '../../server/modules/sportsbook/feed/simulator/catalogue';
import { expect, serverNow } from './timed-server';
import { FEED_PATH } from './timed-clock';

/** The timed server's margin (SPORTS_MARGIN's default). */
const MARGIN = 0.05;
const MINUTE = 60_000;

/**
 * The clubs of the scripted matches: each a name of its own in the worker (140 of them, two a
 * match), and no digit in it, which a player would read as a score.
 */
const KINDS = ['Real', 'Atlético', 'Deportivo', 'Racing', 'Unión', 'Sporting', 'Club'];
const CITIES = [
  'Almería',
  'Burgos',
  'Cádiz',
  'Córdoba',
  'Elche',
  'Gijón',
  'Huesca',
  'Jaén',
  'León',
  'Lugo',
  'Málaga',
  'Murcia',
  'Orense',
  'Palencia',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Vigo',
  'Zamora',
];
const clubName = (index: number) =>
  `${KINDS[index % KINDS.length] ?? 'Club'} ${CITIES[Math.floor(index / KINDS.length) % CITIES.length] ?? 'Soria'}`;
let matchesMade = 0;

/** Sends feed messages to the timed server, which applies them in order before it answers. */
export async function feed(request: APIRequestContext, messages: FeedMessage[]): Promise<void> {
  const body = messages.map((message) => JSON.stringify(message)).join('\n');
  const response = await request.post(FEED_PATH, {
    data: body,
    headers: { 'content-type': 'application/x-ndjson' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export interface PlayedMatch {
  id: string;
  home: string;
  away: string;
  /** The Spanish and English names, as the sportsbook's event lists them. */
  names: { home: { es: string; en: string }; away: { es: string; en: string } };
  kickOff(): Promise<void>;
  /** The clock on to `minute`: in-play prices move. */
  playTo(minute: number): Promise<void>;
  /** A goal: the markets stop until the next `playTo`. */
  goal(side: 'home' | 'away'): Promise<void>;
  /** New expected goals: the prices move. */
  rates(home: number, away: number): Promise<void>;
  /** Full time: the event ends and every market settles by the score. */
  fullTime(): Promise<void>;
}

export interface MatchOptions {
  /** Minutes from the server's now to the listed kick-off (the test still kicks off itself). */
  startsInMinutes?: number;
  homeRate?: number;
  awayRate?: number;
}

/** A football match listed now, before kick-off, with its full market set. */
export async function listMatch(
  request: APIRequestContext,
  options: MatchOptions = {},
): Promise<PlayedMatch> {
  const home = clubName(2 * matchesMade);
  const away = clubName(2 * matchesMade + 1);
  matchesMade += 1;
  const now = await serverNow(request);
  const match: ScriptedFootballMatch = scriptFootballMatch({
    eventId: `e2e:${randomUUID()}`,
    home,
    away,
    startTime: now + (options.startsInMinutes ?? 120) * MINUTE,
    homeRate: options.homeRate,
    awayRate: options.awayRate,
    margin: MARGIN,
  });
  const step = async (messages: (now: number) => FeedMessage[]) =>
    feed(request, messages(await serverNow(request)));
  await step((at) => match.open(at));
  return {
    id: match.eventId,
    home,
    away,
    names: { home: { es: home, en: home }, away: { es: away, en: away } },
    kickOff: () => step((at) => match.kickOff(at)),
    playTo: (minute) => step((at) => match.playTo(minute, at)),
    goal: (side) => step((at) => match.goal(side, at)),
    rates: (homeRate, awayRate) =>
      step((at) => match.rates({ home: homeRate, away: awayRate }, at)),
    fullTime: () => step((at) => match.fullTime(at)),
  };
}

/** A football match listed and kicked off: in play at minute 0. */
export async function matchInPlay(
  request: APIRequestContext,
  options: MatchOptions = {},
): Promise<PlayedMatch> {
  const match = await listMatch(request, { ...options, startsInMinutes: 0 });
  await match.kickOff();
  return match;
}

/** An outcome of the match as the book lists it now (get_event): its selection id and price. */
export async function outcomeOf(
  request: APIRequestContext,
  match: PlayedMatch,
  outcomeId: string,
  marketType = '1x2',
): Promise<{ id: string; outcomeId: string; oddsMilli: number }> {
  const response = await request.post('/api/front/sports/get_event', {
    data: { eventId: match.id },
  });
  expect(response.ok()).toBe(true);
  const { event } = (await response.json()) as {
    event: {
      markets: { type: string; outcomes: { id: string; outcomeId: string; oddsMilli: number }[] }[];
    };
  };
  const outcome = event.markets
    .find((market) => market.type === marketType)
    ?.outcomes.find((candidate) => candidate.outcomeId === outcomeId);
  if (!outcome) throw new Error(`${match.id}: no ${marketType} ${outcomeId}`);
  return outcome;
}

/**
 * A sport besides football in the book: one fixture of it listed (no prices), so the sport and
 * its league are among those the player and the operator see. Answers the sport's id and names.
 */
export async function listSport(
  request: APIRequestContext,
  sport: Exclude<SimSport, 'football'>,
): Promise<{ id: string; name: { es: string; en: string } }> {
  const league = LEAGUES.find((candidate) => candidate.sport === sport);
  if (!league) throw new Error(`${sport}: no league in the catalogue`);
  const [home = 'Local', away = 'Visitante'] = league.teams;
  const now = await serverNow(request);
  await feed(request, [
    {
      kind: 'fixture_change',
      id: randomUUID(),
      eventId: `e2e:${randomUUID()}`,
      timestamp: now,
      seq: 1,
      fixture: {
        sport: { id: sport, ...SPORT_NAMES[sport] },
        league: { id: league.id, name: league.name, country: league.country },
        home: { es: home, en: home },
        away: { es: away, en: away },
        startTime: now + 120 * MINUTE,
        status: 'not_started',
      },
    },
  ]);
  return { id: sport, name: SPORT_NAMES[sport].name };
}
