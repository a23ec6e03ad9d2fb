import { describe, expect, it } from 'vitest';
import { generateSchedule } from './schedule';

const NOW = Date.parse('2030-05-01T18:07:00Z');
const DAY = 24 * 3_600_000;

describe('generateSchedule', () => {
  it('gives the same schedule for the same seed and another for another seed', () => {
    expect(generateSchedule(7, NOW)).toEqual(generateSchedule(7, NOW));
    expect(generateSchedule(8, NOW)).not.toEqual(generateSchedule(7, NOW));
  });

  it('has at least three football matches in play at now', () => {
    const live = generateSchedule(7, NOW).filter(
      (f) => f.fixture.sport.id === 'football' && f.fixture.status === 'live',
    );
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const { fixture } of live) {
      expect(fixture.startTime).toBeLessThan(NOW);
      expect(fixture.startTime).toBeGreaterThan(NOW - 90 * 60_000);
    }
  });

  it('has upcoming fixtures of every sport across the next 24 hours', () => {
    const upcoming = generateSchedule(7, NOW).filter((f) => f.fixture.status === 'not_started');
    for (const sport of ['football', 'tennis', 'basketball']) {
      const ofSport = upcoming.filter((f) => f.fixture.sport.id === sport);
      expect(ofSport.length).toBeGreaterThanOrEqual(8);
      for (const { fixture } of ofSport) {
        expect(fixture.startTime).toBeGreaterThan(NOW);
        expect(fixture.startTime).toBeLessThanOrEqual(NOW + DAY);
      }
      expect(new Set(ofSport.map((f) => f.fixture.league.id)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it('names everything in Spanish and English, translating where the names differ', () => {
    const schedule = generateSchedule(7, NOW);
    for (const { fixture } of schedule) {
      for (const name of [fixture.sport.name, fixture.league.name, fixture.home, fixture.away]) {
        expect(name.es.length).toBeGreaterThan(0);
        expect(name.en.length).toBeGreaterThan(0);
      }
      expect(fixture.home.en).not.toBe(fixture.away.en);
    }
    const football = schedule.find((f) => f.fixture.sport.id === 'football');
    expect(football?.fixture.sport.name).toEqual({ es: 'Fútbol', en: 'Football' });
    const leagues = schedule.map((f) => f.fixture.league.name);
    expect(leagues).toContainEqual({ es: 'EuroLiga', en: 'EuroLeague' });
  });

  it('gives every fixture its model parameters and unique event ids', () => {
    const schedule = generateSchedule(7, NOW);
    expect(new Set(schedule.map((f) => f.eventId)).size).toBe(schedule.length);
    for (const { model } of schedule) {
      if (model.sport === 'football') expect(model.homeRate).toBeGreaterThan(0.5);
      if (model.sport === 'tennis') expect(model.serve.home).toBeGreaterThan(0.45);
      if (model.sport === 'basketball') expect(model.expectedTotal).toBeGreaterThan(150);
    }
  });
});
