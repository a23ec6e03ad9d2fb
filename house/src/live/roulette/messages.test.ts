import { describe, expect, it } from 'vitest';
import { i18nIn } from '../../testing/i18n';
import { createRouletteTranslate } from './messages';

describe("Live Roulette's words", () => {
  it('fills the placeholders in the chosen language', () => {
    expect(createRouletteTranslate(i18nIn('es'))('youWin', { amount: '3,60 mBTC' })).toBe(
      'Ganas 3,60 mBTC',
    );
    expect(
      createRouletteTranslate(i18nIn('en'))('pocketTimes', { pocket: '7 red', count: '4' }),
    ).toBe('7 red: 4 times');
  });
});
