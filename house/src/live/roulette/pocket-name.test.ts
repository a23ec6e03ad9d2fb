import { describe, expect, it } from 'vitest';
import { i18nIn } from '../../testing/i18n';
import { createTranslate } from '../../i18n';
import { createRouletteTranslate } from './messages';
import { spotName } from './pocket-name';

const nameIn = (lang: 'es' | 'en') => {
  const t = createTranslate(i18nIn(lang));
  const rt = createRouletteTranslate(i18nIn(lang));
  return (spot: Parameters<typeof spotName>[0]) => spotName(spot, t, rt);
};

describe('a Live Roulette spot’s name in the bets list', () => {
  it('names every kind of spot in Spanish', () => {
    const name = nameIn('es');
    expect(name({ kind: 'straight', pocket: 17 })).toBe('Pleno 17');
    expect(name({ kind: 'straight', pocket: 0 })).toBe('Pleno 0');
    expect(name({ kind: 'red' })).toBe('Rojo');
    expect(name({ kind: 'odd' })).toBe('Impar');
    expect(name({ kind: 'low' })).toBe('Falta (1-18)');
    expect(name({ kind: 'dozen', which: 2 })).toBe('Docena 2');
    expect(name({ kind: 'column', which: 3 })).toBe('Columna 3');
  });

  it('names them in English', () => {
    const name = nameIn('en');
    expect(name({ kind: 'straight', pocket: 17 })).toBe('Straight 17');
    expect(name({ kind: 'black' })).toBe('Black');
    expect(name({ kind: 'high' })).toBe('High (19-36)');
    expect(name({ kind: 'dozen', which: 1 })).toBe('Dozen 1');
    expect(name({ kind: 'column', which: 2 })).toBe('Column 2');
  });
});
