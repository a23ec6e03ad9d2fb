import type { SportsEventSummary } from '../../../../contract/sportsbook';

/** Lower case without accents: "Atlético" is found by "atletico". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Whether the event's teams or league match the search, in either language (a player typing
 * "Seville" on the Spanish site still finds Sevilla). Every word typed must match.
 */
export function matchesSearch(event: SportsEventSummary, search: string): boolean {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(
    [event.home, event.away, event.league.name].flatMap((name) => [name.es, name.en]).join(' '),
  );
  return words.every((word) => haystack.includes(word));
}

export interface LeagueGroup {
  leagueId: string;
  league: SportsEventSummary['league'];
  events: SportsEventSummary[];
}

export interface DayGroup {
  /** the local calendar day, YYYY-MM-DD */
  day: string;
  leagues: LeagueGroup[];
}

/** The local calendar day of a time, as YYYY-MM-DD. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Upcoming events by day, then league, each in start order (the order of the list). */
export function groupByDayAndLeague(events: readonly SportsEventSummary[]): DayGroup[] {
  const days: DayGroup[] = [];
  const sorted = [...events].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const event of sorted) {
    const day = localDay(event.startTime);
    let dayGroup = days.find((group) => group.day === day);
    if (!dayGroup) {
      dayGroup = { day, leagues: [] };
      days.push(dayGroup);
    }
    let leagueGroup = dayGroup.leagues.find((group) => group.leagueId === event.league.id);
    if (!leagueGroup) {
      leagueGroup = { leagueId: event.league.id, league: event.league, events: [] };
      dayGroup.leagues.push(leagueGroup);
    }
    leagueGroup.events.push(event);
  }
  return days;
}

/** An event the book still takes bets on (not ended, closed or cancelled). */
export const isOpen = (event: { status: string }) =>
  event.status === 'not_started' || event.status === 'live' || event.status === 'suspended';
