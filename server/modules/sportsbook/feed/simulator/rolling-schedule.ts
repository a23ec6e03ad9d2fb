// The feed's schedule as time goes on: each sport kicks a match off at a steady pace, so that a
// few of its matches are always in play, and fixtures are listed a simulated day ahead. The pace
// follows SPORTS_SIM_SPEED: at 60 a football match lasts 90 s and one kicks off every 22.5 s.
import { LEAGUES, type SimLeague, type SimSport } from './catalogue';
import { createRandom, randomInt } from './random';
import { drawFixture, type SimFixture } from './schedule';
import { seedOf } from './sim-match';
import { SECONDS_PER_POINT } from './tennis-match';

const MINUTE = 60_000;
/** How far ahead fixtures are listed, in simulated time. */
export const SIMULATED_DAY = 24 * 60 * MINUTE;

/**
 * Per sport: a kick-off every so many simulated minutes (a multiple of the quarter hour, so
 * kick-offs fall on the quarter hour at speed 1) and how long a match lasts, which together say
 * how many are in play at once: three football, two or three tennis, one or two basketball.
 */
export const CADENCE: Record<SimSport, { kickOffEvery: number; matchMinutes: number }> = {
  football: { kickOffEvery: 30, matchMinutes: 90 },
  // about 160 points
  tennis: { kickOffEvery: 45, matchMinutes: Math.round((160 * SECONDS_PER_POINT) / 60) },
  basketball: { kickOffEvery: 30, matchMinutes: 48 },
};

export const SIM_SPORTS = Object.keys(CADENCE) as SimSport[];

/** Real milliseconds between two kick-offs of `sport`. */
export function kickOffInterval(sport: SimSport, speed: number): number {
  return (CADENCE[sport].kickOffEvery * MINUTE) / speed;
}

/** A fixture to add and the simulated minutes it has been in play (0 for one not started). */
export interface ScheduledFixture {
  fixture: SimFixture;
  minutePlayed: number;
}

export interface ScheduleTopUp {
  sport: SimSport;
  /** the latest kick-off the sport has, null when it has no match left */
  lastStart: number | null;
  now: number;
  speed: number;
  /** a new event id */
  nextEventId: () => string;
  /** at most this many fixtures (the earliest); the next call adds those after them */
  limit: number;
}

/**
 * The fixtures that keep `sport` going: when it has no match left (first start, or every match
 * played out while no node ran), the matches that would be in play now, joined at their minute,
 * the next kick-off at the coming quarter hour; then kick-offs at the sport's pace up to a
 * simulated day ahead.
 */
export function topUpSchedule(topUp: ScheduleTopUp): ScheduledFixture[] {
  const { sport, now, speed } = topUp;
  const interval = kickOffInterval(sport, speed);
  const added: ScheduledFixture[] = [];
  let lastStart = topUp.lastStart;
  if (lastStart === null) {
    const quarter = (15 * MINUTE) / speed;
    // the next quarter hour strictly after now, so that each sport has its full count in play
    const anchor = Math.floor(now / quarter) * quarter + quarter;
    const inPlay = Math.ceil(CADENCE[sport].matchMinutes / CADENCE[sport].kickOffEvery);
    for (let index = inPlay; index >= 1; index -= 1) {
      const startTime = Math.round(anchor - index * interval);
      const minutePlayed = ((now - startTime) * speed) / MINUTE;
      if (minutePlayed >= CADENCE[sport].matchMinutes || added.length >= topUp.limit) continue;
      added.push({
        fixture: newFixture(sport, topUp.nextEventId(), startTime, true),
        minutePlayed,
      });
    }
    lastStart = anchor - interval;
  }
  const horizon = now + SIMULATED_DAY / speed;
  for (
    let start = lastStart + interval;
    start <= horizon && added.length < topUp.limit;
    start += interval
  ) {
    const startTime = Math.round(start);
    added.push({
      fixture: newFixture(sport, topUp.nextEventId(), startTime, false),
      minutePlayed: 0,
    });
  }
  return added;
}

/** A fixture of one of the sport's leagues, drawn from its own id. */
function newFixture(sport: SimSport, eventId: string, startTime: number, isLive: boolean) {
  const random = createRandom(seedOf(eventId));
  const leagues = LEAGUES.filter((league) => league.sport === sport);
  const league = leagues[randomInt(random, 0, leagues.length - 1)] as SimLeague;
  return drawFixture(random, league, { eventId, startTime, isLive });
}
