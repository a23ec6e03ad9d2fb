import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The device's localStorage, kept across "reloads" (fresh imports of the module). */
const stored = new Map<string, string>();

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  stored.clear();
});

/** The module as a new page load finds it. */
const reload = async () => {
  vi.resetModules();
  return import('./odds-preference');
};

describe('the odds format preference', () => {
  it('is decimal until the player chooses, and the choice survives a reload', async () => {
    const page = await reload();
    expect(page.currentOddsFormat()).toBe('decimal');
    page.setOddsFormat('american');
    expect(page.currentOddsFormat()).toBe('american');
    expect((await reload()).currentOddsFormat()).toBe('american');
  });

  it('reads an unknown stored value as the default', async () => {
    stored.set('casino.odds-format', 'hongkong');
    expect((await reload()).currentOddsFormat()).toBe('decimal');
  });

  it('still changes for the visit when the device keeps nothing', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    const page = await reload();
    expect(page.currentOddsFormat()).toBe('decimal');
    page.setOddsFormat('fractional');
    expect(page.currentOddsFormat()).toBe('fractional');
  });
});
