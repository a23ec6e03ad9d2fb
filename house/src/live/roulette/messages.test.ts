import { describe, expect, it } from 'vitest';
import { createRouletteTranslate, ROULETTE_MESSAGES } from './messages';

describe("Live Roulette's words", () => {
  it('has the same keys and placeholders in Spanish and English', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(String).sort();
    expect(Object.keys(ROULETTE_MESSAGES.en).sort()).toEqual(
      Object.keys(ROULETTE_MESSAGES.es).sort(),
    );
    for (const [key, text] of Object.entries(ROULETTE_MESSAGES.es))
      expect(
        placeholders(ROULETTE_MESSAGES.en[key as keyof typeof ROULETTE_MESSAGES.en]),
        key,
      ).toEqual(placeholders(text));
  });

  it('fills the placeholders in the chosen language', () => {
    expect(createRouletteTranslate('es')('youWin', { amount: '3,60 mBTC' })).toBe(
      'Ganas 3,60 mBTC',
    );
    expect(createRouletteTranslate('en')('pocketTimes', { pocket: '7 red', count: '4' })).toBe(
      '7 red: 4 times',
    );
  });
});
