import { describe, expect, it } from 'vitest';
import { adminI18n } from '../../testing/i18n';
import {
  formatLiability,
  formatOdds,
  liabilityTone,
  tradingMarketName,
  tradingOutcomeName,
} from './liability';

describe('a liability', () => {
  it('always shows its sign, not only its colour', () => {
    expect(formatLiability(12.5, 'en')).toBe('+12.5 mBTC');
    expect(formatLiability(-3, 'en')).toBe('-3 mBTC');
    expect(formatLiability(0, 'en')).toBe('0 mBTC');
    expect(formatLiability(1234.5, 'es')).toMatch(/^\+1\.?234,5 mBTC$/);
  });

  it('is a loss when the book pays and a win when negative', () => {
    expect(liabilityTone(5)).toBe('loss');
    expect(liabilityTone(-5)).toBe('win');
    expect(liabilityTone(0)).toBe('even');
  });
});

describe('odds and markets', () => {
  it('shows odds as decimals in the language', () => {
    expect(formatOdds(2150, 'en')).toBe('2.15');
    expect(formatOdds(2000, 'es')).toBe('2,00');
    expect(formatOdds(1333, 'en')).toBe('1.333');
  });

  it('names markets in words in both languages, a line the name lacks written out', () => {
    const es = adminI18n('es');
    const en = adminI18n('en');
    expect(tradingMarketName({ type: '1x2', specifiers: '' }, es)).toBe('Resultado del partido');
    expect(tradingMarketName({ type: '1x2', specifiers: '' }, en)).toBe('Match result');
    expect(tradingMarketName({ type: 'double_chance', specifiers: '' }, en)).toBe('Double chance');
    expect(tradingMarketName({ type: 'total', specifiers: 'total=2.5' }, es, 'football')).toBe(
      'Total de goles 2,5',
    );
    expect(tradingMarketName({ type: 'asian_handicap', specifiers: 'hcp=-0.75' }, en)).toBe(
      'Asian handicap (hcp=-0.75)',
    );
    expect(tradingMarketName({ type: 'mystery', specifiers: 'x=1|y=2' }, en)).toBe(
      'mystery (x=1, y=2)',
    );
  });

  it('names outcomes by the teams, a draw and a line in words', () => {
    const teams = {
      home: { es: 'Real Madrid', en: 'Real Madrid' },
      away: { es: 'Sevilla', en: 'Seville' },
    };
    const oneXTwo = { type: '1x2', specifiers: '' };
    const en = adminI18n('en');
    const es = adminI18n('es');
    expect(tradingOutcomeName(oneXTwo, 'home', teams, en)).toBe('Real Madrid');
    expect(tradingOutcomeName(oneXTwo, 'away', teams, en)).toBe('Seville');
    expect(tradingOutcomeName(oneXTwo, 'draw', teams, en)).toBe('Draw');
    expect(tradingOutcomeName(oneXTwo, 'draw', teams, es)).toBe('Empate');
    const total = { type: 'total', specifiers: 'total=2.5' };
    expect(tradingOutcomeName(total, 'over', teams, en)).toBe('Over 2.5');
    expect(tradingOutcomeName(total, 'under', teams, es)).toBe('Menos de 2,5');
  });
});
