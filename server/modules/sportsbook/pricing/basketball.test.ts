import { describe, expect, it } from 'vitest';
import { priceBasketball, type BasketballState } from './basketball';
import type { PricedMarket } from './market';
import { normalCdf } from './normal';

const tipOff: BasketballState = {
  expectedMargin: 4,
  expectedTotal: 220,
  secondsLeft: 2_880,
  regulationSeconds: 2_880,
  score: { home: 0, away: 0 },
};

const outcome = (markets: PricedMarket[], type: string, id: string, specifier?: [string, string]) =>
  markets
    .find(
      (market) =>
        market.type === type && (!specifier || market.specifiers[specifier[0]] === specifier[1]),
    )
    ?.outcomes.find((candidate) => candidate.id === id);

describe('basketball from a normal margin', () => {
  it('Φ matches published values', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });

  it('pre-match: home favoured by 4 with σ 12 wins with Φ(4/12) once ties are split', () => {
    const markets = priceBasketball(tipOff, 0.05);
    const home = outcome(markets, 'moneyline', 'home')?.probability ?? 0;
    expect(home).toBeCloseTo(normalCdf(4 / 12), 3);
    expect(home + (outcome(markets, 'moneyline', 'away')?.probability ?? 0)).toBeCloseTo(1, 12);
  });

  it('offers half-point spreads around the expected margin, home −3.5 covering by 4 or more', () => {
    const markets = priceBasketball(tipOff, 0.05);
    const lines = markets.filter((market) => market.type === 'spread').map((m) => m.specifiers.hcp);
    expect(lines).toEqual(['-5.5', '-4.5', '-3.5', '-2.5', '-1.5']);
    const covers = outcome(markets, 'spread', 'home', ['hcp', '-3.5'])?.probability;
    expect(covers).toBeCloseTo(1 - normalCdf((3.5 - 4) / 12), 6);
    const totals = markets
      .filter((market) => market.type === 'total')
      .map((m) => m.specifiers.total);
    expect(totals).toEqual(['218.5', '219.5', '220.5', '221.5', '222.5']);
    expect(outcome(markets, 'total', 'over', ['total', '220.5'])?.probability).toBeCloseTo(
      1 - normalCdf(0.5 / 18),
      6,
    );
  });

  it('in play scales what is left: up 10 with 2 minutes left is near certain', () => {
    const state = { ...tipOff, secondsLeft: 120, score: { home: 100, away: 90 } };
    const markets = priceBasketball(state, 0.05);
    expect(outcome(markets, 'moneyline', 'home')).toBeUndefined();
    const total = markets.find((market) => market.type === 'total');
    expect(Number(total?.specifiers.total)).toBeGreaterThan(195);
  });

  it('a tie at the final buzzer is a coin flip for the moneyline (overtime)', () => {
    const markets = priceBasketball(
      { ...tipOff, secondsLeft: 0, score: { home: 99, away: 99 } },
      0,
    );
    expect(outcome(markets, 'moneyline', 'home')?.probability).toBe(0.5);
    expect(outcome(markets, 'moneyline', 'home')?.odds).toBe(2_000);
  });
});
