import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { SportsEventSummary } from '../../../../contract/sportsbook';
import { clockText } from './event-clock';
import { groupByDayAndLeague, localDay, matchesSearch } from './event-lists';

const event = (
  id: string,
  startTime: string,
  leagueId = 'laliga',
  home = { es: 'Sevilla', en: 'Seville' },
): SportsEventSummary => ({
  id,
  sportId: 'football',
  league: {
    id: leagueId,
    name: { es: `Liga ${leagueId}`, en: `League ${leagueId}` },
    country: null,
  },
  home,
  away: { es: 'Atlético de Madrid', en: 'Atletico Madrid' },
  startTime,
  status: 'not_started',
  score: null,
  clock: null,
  updatedAt: startTime,
  mainMarket: null,
});

describe('the event search', () => {
  it('finds teams and leagues in either language, without accents or case', () => {
    const match = event('1', '2026-11-22T18:00:00Z');
    expect(matchesSearch(match, 'seville')).toBe(true);
    expect(matchesSearch(match, 'SEVILLA')).toBe(true);
    expect(matchesSearch(match, 'atletico')).toBe(true);
    expect(matchesSearch(match, 'league laliga')).toBe(true);
    expect(matchesSearch(match, 'sevilla betis')).toBe(false);
    expect(matchesSearch(match, '  ')).toBe(true);
  });
});

describe('upcoming events by day and league', () => {
  it('groups by local day, then league, in start order', () => {
    const groups = groupByDayAndLeague([
      event('3', '2026-11-23T12:00:00', 'laliga'),
      event('1', '2026-11-22T20:00:00', 'premier'),
      event('2', '2026-11-22T18:00:00', 'laliga'),
      event('4', '2026-11-22T21:00:00', 'laliga'),
    ]);
    expect(
      groups.map((day) => [
        day.day,
        day.leagues.map((league) => [league.leagueId, league.events.map((item) => item.id)]),
      ]),
    ).toEqual([
      [
        '2026-11-22',
        [
          ['laliga', ['2', '4']],
          ['premier', ['1']],
        ],
      ],
      ['2026-11-23', [['laliga', ['3']]]],
    ]);
    expect(localDay('2026-11-22T23:30:00')).toBe('2026-11-22');
  });
});

describe('the live clock', () => {
  const i18n = setupI18n({ locale: 'es', messages: { es: {} } });
  i18n.activate('es');
  const clock = (period: string, elapsedSeconds: number, extra = {}) => ({
    period,
    elapsedSeconds,
    isStopped: false,
    ...extra,
  });

  it('runs football minutes on from the stamp, stoppage time as 45+ and 90+', () => {
    expect(clockText(clock('1h', 600), 0, i18n)).toBe("11'");
    expect(clockText(clock('1h', 600), 125, i18n)).toBe("13'");
    expect(clockText(clock('1h', 2_690), 60, i18n)).toBe("45+'");
    expect(clockText(clock('2h', 5_390), 30, i18n)).toBe("90+'");
    expect(clockText({ ...clock('2h', 3_000), isStopped: true }, 600, i18n)).toBe("51'");
  });

  it('counts basketball quarters down, and names tennis sets', () => {
    expect(clockText(clock('q3', 1_500, { remainingSeconds: 312 }), 12, i18n)).toBe(
      '3.º cuarto 05:00',
    );
    expect(clockText(clock('ot', 2_900, { remainingSeconds: 5 }), 12, i18n)).toBe('Prórroga 00:00');
    expect(clockText(clock('set2', 4_000), 12, i18n)).toBe('Set 2');
  });
});
