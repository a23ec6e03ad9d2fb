import { describe, expect, it } from 'vitest';
import { readLaunch } from './launch';

describe('readLaunch', () => {
  it('reads the game, token, language and mobile flag of a launch URL', () => {
    expect(readLaunch('?game=house-dice&token=abc123&lang=en&mobile=1')).toEqual({
      lang: 'en',
      isMobile: true,
      session: { game: 'house-dice', token: 'abc123' },
    });
  });

  it('falls back to Spanish on desktop for a missing or unknown language', () => {
    const launch = readLaunch('?game=g&token=t&lang=fr');
    expect(launch.lang).toBe('es');
    expect(launch.isMobile).toBe(false);
  });

  it('has no session without a game or token, or with one that is not printable text', () => {
    expect(readLaunch('?game=house-dice&lang=en').session).toBeNull();
    expect(readLaunch('?token=abc').session).toBeNull();
    expect(readLaunch('?game=a%20b&token=abc').session).toBeNull();
  });
});
