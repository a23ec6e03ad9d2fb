import { describe, expect, it } from 'vitest';
import { formatElapsed, nextRealityCheckAt, sessionEndsAt } from './session-time';

const START = '2026-11-27T10:00:00.000Z';
const at = (minutes: number, seconds = 0) => Date.parse(START) + (minutes * 60 + seconds) * 1000;

describe('nextRealityCheckAt', () => {
  it('is one interval after the start at first', () => {
    expect(nextRealityCheckAt(START, 15, at(0))).toBe(at(15));
    expect(nextRealityCheckAt(START, 15, at(14, 59))).toBe(at(15));
  });

  it('keeps the rhythm of the session: the next whole interval after now', () => {
    expect(nextRealityCheckAt(START, 15, at(15))).toBe(at(30));
    expect(nextRealityCheckAt(START, 30, at(61))).toBe(at(90));
    expect(nextRealityCheckAt(START, 60, at(119, 59))).toBe(at(120));
  });

  it('waits a whole interval when the clock is behind the session start', () => {
    expect(nextRealityCheckAt(START, 15, at(-1))).toBe(at(15));
  });
});

describe('sessionEndsAt', () => {
  it('is the start plus the limit, or null without one', () => {
    expect(sessionEndsAt(START, 90)).toBe(at(90));
    expect(sessionEndsAt(START, null)).toBeNull();
  });
});

describe('formatElapsed', () => {
  it('shows minutes and seconds under an hour, hours and minutes from then on', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65_000)).toBe('01:05');
    expect(formatElapsed(59 * 60_000 + 59_000)).toBe('59:59');
    expect(formatElapsed(60 * 60_000)).toBe('1:00');
    expect(formatElapsed(135 * 60_000 + 30_000)).toBe('2:15');
  });

  it('never shows a negative time', () => {
    expect(formatElapsed(-5_000)).toBe('00:00');
  });
});
