import { describe, expect, it } from 'vitest';
import { CADENCE, kickOffInterval, SIMULATED_DAY, topUpSchedule } from './rolling-schedule';
import { NOW } from '../../../../testing/sportsbook/simulator-test-support';

const MINUTE = 60_000;

function ids() {
  let next = 0;
  return () => `sim:${String((next += 1))}`;
}

describe('the rolling schedule', () => {
  it('starts a sport with the matches that would be in play and the next kick-off soon', () => {
    const speed = 60;
    const added = topUpSchedule({
      ...{ sport: 'football', lastStart: null, now: NOW, speed, nextEventId: ids() },
      limit: 1000,
    });
    const live = added.filter(({ fixture }) => fixture.fixture.status === 'live');
    expect(live).toHaveLength(3);
    for (const { fixture, minutePlayed } of live) {
      expect(fixture.fixture.startTime).toBeLessThan(NOW);
      expect(minutePlayed).toBeGreaterThan(0);
      expect(minutePlayed).toBeLessThan(CADENCE.football.matchMinutes);
    }
    const upcoming = added.filter(({ fixture }) => fixture.fixture.status === 'not_started');
    // at speed 60 the quarter hour is 15 s, and a simulated day 24 minutes
    expect(upcoming[0]?.fixture.fixture.startTime).toBeGreaterThanOrEqual(NOW);
    expect(upcoming[0]?.fixture.fixture.startTime).toBeLessThanOrEqual(NOW + 15_000);
    expect(upcoming.at(-1)?.fixture.fixture.startTime).toBeLessThanOrEqual(
      NOW + SIMULATED_DAY / speed,
    );
    expect(upcoming).toHaveLength(48);
    const starts = added.map(({ fixture }) => fixture.fixture.startTime);
    for (let index = 1; index < starts.length; index += 1) {
      expect((starts[index] ?? 0) - (starts[index - 1] ?? 0)).toBeCloseTo(
        kickOffInterval('football', speed),
        -1,
      );
    }
    expect(new Set(added.map(({ fixture }) => fixture.eventId)).size).toBe(added.length);
  });

  it('adds at most `limit` fixtures, and the next call goes on from the last kick-off', () => {
    const nextEventId = ids();
    const first = topUpSchedule({
      ...{ sport: 'tennis', lastStart: null, now: NOW, speed: 1, nextEventId },
      limit: 5,
    });
    expect(first).toHaveLength(5);
    const lastStart = Math.max(...first.map(({ fixture }) => fixture.fixture.startTime));
    const next = topUpSchedule({
      ...{ sport: 'tennis', lastStart, now: NOW, speed: 1, nextEventId },
      limit: 2,
    });
    expect(next.map(({ fixture }) => fixture.fixture.startTime)).toEqual([
      lastStart + 45 * MINUTE,
      lastStart + 90 * MINUTE,
    ]);
    expect(next.every(({ fixture }) => fixture.fixture.sport.id === 'tennis')).toBe(true);
  });

  it('adds nothing while the sport is listed a simulated day ahead', () => {
    const lastStart = NOW + SIMULATED_DAY - 10 * MINUTE;
    const added = topUpSchedule({
      ...{ sport: 'basketball', lastStart, now: NOW, speed: 1, nextEventId: ids() },
      limit: 100,
    });
    expect(added).toEqual([]);
  });
});
