// A football match whose every moment its author decides: when it is listed, kicks off, reaches a
// minute, scores and ends. The messages are the simulator's (its model prices every market, its
// settlement settles them), so a scripted match offers and settles what a simulated one does; only
// the goals and the time come from the author, not from chance. The browser tests feed the book
// so (tests/e2e/scripted-sports.ts); a script file for SPORTS_FEED=scripted can be written so too.
import type { FeedMessage } from '../feed-messages';
import { LEAGUES, SPORT_NAMES } from '../simulator/catalogue';
import {
  announceIncident,
  createFootballMatch,
  finishMatch,
  openFootballMatch,
  priceMessage,
  type FootballMatch,
} from '../simulator/football-match';
import { emit } from '../simulator/message-stamp';
import type { Side } from '../simulator/football-settlement';

export interface ScriptedFootballFixture {
  eventId: string;
  /** Team names (proper nouns: the same in both languages). */
  home: string;
  away: string;
  /** A football league of the simulator's catalogue; LaLiga unless given. */
  leagueId?: string;
  startTime: number;
  /** Expected goals over 90 minutes, which price the markets; 1.5 and 1.1 unless given. */
  homeRate?: number;
  awayRate?: number;
  /** The book's margin the prices carry (SPORTS_MARGIN). */
  margin: number;
}

export interface ScriptedFootballMatch {
  readonly eventId: string;
  /** The fixture and its prices before kick-off. */
  open(now: number): FeedMessage[];
  /** New expected goals: the prices move (before kick-off or in play). */
  rates(rates: { home: number; away: number }, now: number): FeedMessage[];
  /** Kick-off: in play at minute 0, with its prices. */
  kickOff(now: number): FeedMessage[];
  /** The clock at `minute` (later than now), and the prices then. */
  playTo(minute: number, now: number): FeedMessage[];
  /** A goal: every market stops and the score goes out; `playTo` reopens them at new prices. */
  goal(side: Side, now: number): FeedMessage[];
  /** Full time: the markets stop, the event ends, every market settles by the score, it closes. */
  fullTime(now: number): FeedMessage[];
}

const DEFAULT_RATES = { home: 1.5, away: 1.1 };

export function scriptFootballMatch(fixture: ScriptedFootballFixture): ScriptedFootballMatch {
  const league = LEAGUES.find(
    (candidate) =>
      candidate.sport === 'football' && candidate.id === (fixture.leagueId ?? 'es-laliga'),
  );
  if (!league) throw new Error(`${fixture.leagueId ?? ''}: no football league of that id`);
  const match: FootballMatch = createFootballMatch(
    {
      eventId: fixture.eventId,
      fixture: {
        sport: { id: 'football', ...SPORT_NAMES.football },
        league: { id: league.id, name: league.name, country: league.country },
        home: { es: fixture.home, en: fixture.home },
        away: { es: fixture.away, en: fixture.away },
        startTime: fixture.startTime,
        status: 'not_started',
      },
      model: {
        sport: 'football',
        homeRate: fixture.homeRate ?? DEFAULT_RATES.home,
        awayRate: fixture.awayRate ?? DEFAULT_RATES.away,
      },
    },
    0,
  );
  let isLive = false;
  const prices = (now: number) => {
    const messages: FeedMessage[] = [];
    match.phase = 'open';
    emit(match, messages, now, priceMessage(match, fixture.margin, isLive));
    return messages;
  };
  return {
    eventId: fixture.eventId,
    open: (now) => openFootballMatch(match, now, fixture.margin),
    rates(rates, now) {
      match.model.homeRate = rates.home;
      match.model.awayRate = rates.away;
      return prices(now);
    },
    kickOff(now) {
      isLive = true;
      return prices(now);
    },
    playTo(minute, now) {
      if (!isLive || minute <= match.minute) throw new Error(`minute ${String(minute)}: not ahead`);
      match.minute = minute;
      return prices(now);
    },
    goal(side, now) {
      if (!isLive) throw new Error('a goal before kick-off');
      const messages: FeedMessage[] = [];
      match.score[side] += 1;
      match.goals.push(side);
      match.incidents.push({ kind: 'goal', side, minute: match.minute });
      announceIncident(match, messages, now);
      return messages;
    },
    fullTime(now) {
      const messages: FeedMessage[] = [];
      finishMatch(match, messages, now);
      return messages;
    },
  };
}
