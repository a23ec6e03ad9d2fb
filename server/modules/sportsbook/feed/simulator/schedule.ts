// A day of fixtures from a seed: for every sport, matches kicking off across the next 24 hours and
// a few already in play at `now`, each with the parameters of the model that prices it and plays
// it, so prices and results come from the same place.
import type { FixtureChangeMessage } from '../feed-messages';
import { LEAGUES, SPORT_NAMES, type SimLeague, type SimSport } from './catalogue';
import { createRandom, pickDistinct, randomBetween, randomInt, type Random } from './random';

export interface FootballModel {
  sport: 'football';
  /** expected goals over 90 minutes */
  homeRate: number;
  awayRate: number;
}

export interface TennisModel {
  sport: 'tennis';
  /** each player's chance of winning a point on his own serve */
  serve: { home: number; away: number };
}

export interface BasketballModel {
  sport: 'basketball';
  expectedMargin: number;
  expectedTotal: number;
  regulationSeconds: number;
}

export type SimModel = FootballModel | TennisModel | BasketballModel;

export interface SimFixture {
  eventId: string;
  fixture: FixtureChangeMessage['fixture'];
  model: SimModel;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Matches in play at `now`, per sport, and how long ago they may have started (minutes). */
const LIVE: Record<SimSport, { count: number; startedMinutesAgo: [number, number] }> = {
  football: { count: 4, startedMinutesAgo: [5, 80] },
  tennis: { count: 2, startedMinutesAgo: [5, 60] },
  basketball: { count: 2, startedMinutesAgo: [5, 90] },
};
/** Upcoming matches per league over the next day. */
const UPCOMING_PER_LEAGUE = 4;

/** A day of fixtures at `now`: the same seed and `now` always give the same schedule. */
export function generateSchedule(seed: number, now: number): SimFixture[] {
  const random = createRandom(seed);
  const fixtures: SimFixture[] = [];
  const add = (league: SimLeague, startTime: number, isLive: boolean) => {
    const eventId = `sim:${String(seed)}:${String(fixtures.length + 1)}`;
    fixtures.push(drawFixture(random, league, { eventId, startTime, isLive }));
  };
  for (const sport of Object.keys(LIVE) as SimSport[]) {
    const leagues = LEAGUES.filter((league) => league.sport === sport);
    const { count, startedMinutesAgo } = LIVE[sport];
    for (let index = 0; index < count; index += 1) {
      const league = leagues[index % leagues.length] as SimLeague;
      add(league, roundToMinute(now - randomInt(random, ...startedMinutesAgo) * MINUTE), true);
    }
  }
  for (const league of LEAGUES) {
    for (let index = 0; index < UPCOMING_PER_LEAGUE; index += 1) {
      const startTime = roundToQuarter(now + randomBetween(random, 0.25, 24) * HOUR);
      add(league, startTime, false);
    }
  }
  return fixtures;
}

/** A fixture of `league`: two teams or players drawn from it and the model of their match. */
export function drawFixture(
  random: Random,
  league: SimLeague,
  at: { eventId: string; startTime: number; isLive: boolean },
): SimFixture {
  const [home, away] = pickDistinct(random, league.teams, 2) as [string, string];
  return {
    eventId: at.eventId,
    fixture: {
      sport: { id: league.sport, ...SPORT_NAMES[league.sport] },
      league: { id: league.id, name: league.name, country: league.country },
      home: { es: home, en: home },
      away: { es: away, en: away },
      startTime: at.startTime,
      status: at.isLive ? 'live' : 'not_started',
    },
    model: drawModel(random, league),
  };
}

/** The `fixture_change` that creates (or restates) the fixture's event. */
export function fixtureChangeMessage(
  fixture: SimFixture,
  seq: number,
  timestamp: number,
): FixtureChangeMessage {
  return {
    kind: 'fixture_change',
    id: `${fixture.eventId}:${String(seq)}`,
    eventId: fixture.eventId,
    seq,
    timestamp,
    fixture: fixture.fixture,
  };
}

/** Kick-offs on the quarter hour, as real schedules have them. */
function roundToQuarter(time: number): number {
  return Math.ceil(time / (15 * MINUTE)) * 15 * MINUTE;
}

function roundToMinute(time: number): number {
  return Math.floor(time / MINUTE) * MINUTE;
}

/** A match's model from two strengths drawn around the league's level (home advantage included). */
function drawModel(random: Random, league: SimLeague): SimModel {
  const difference = randomBetween(random, -0.5, 0.5);
  if (league.sport === 'football') {
    return {
      sport: 'football',
      homeRate: round(league.level * Math.exp(difference / 2 + 0.1), 2),
      awayRate: round(league.level * Math.exp(-difference / 2 - 0.1), 2),
    };
  }
  if (league.sport === 'tennis') {
    return {
      sport: 'tennis',
      serve: {
        home: round(league.level + difference / 10, 3),
        away: round(league.level - difference / 10, 3),
      },
    };
  }
  const isNba = league.id === 'us-nba';
  return {
    sport: 'basketball',
    expectedMargin: round(3 + difference * 16, 1),
    expectedTotal: league.level,
    regulationSeconds: isNba ? 2880 : 2400,
  };
}

function round(value: number, places: number): number {
  const scale = 10 ** places;
  return Math.round(value * scale) / scale;
}
