import { afterEach, describe, expect, it } from 'vitest';
import { betBuilder, isBuilderMarket, offersBuilder, type BuilderPick } from './bet-builder-store';

const pick = (outcomeId: string, marketId: string, outcome = 'home'): BuilderPick => ({
  outcomeId,
  marketId,
  marketType: '1x2',
  specifiers: '',
  outcome,
});

afterEach(() => betBuilder.clear());

describe('the bet builder picks', () => {
  it('adds a selection and takes it out when pressed again', () => {
    betBuilder.toggle('e1', pick('1', 'm1'));
    betBuilder.toggle('e1', pick('5', 'm2'));
    expect(betBuilder.get().picks.map((item) => item.outcomeId)).toEqual(['1', '5']);
    betBuilder.toggle('e1', pick('1', 'm1'));
    expect(betBuilder.get().picks.map((item) => item.outcomeId)).toEqual(['5']);
  });

  it('keeps one outcome per market: another of the same market replaces it', () => {
    betBuilder.toggle('e1', pick('1', 'm1'));
    betBuilder.toggle('e1', pick('2', 'm1', 'draw'));
    expect(betBuilder.get().picks.map((item) => item.outcomeId)).toEqual(['2']);
  });

  it('starts again on another event, and stops at six selections', () => {
    betBuilder.toggle('e1', pick('1', 'm1'));
    betBuilder.toggle('e2', pick('9', 'm9'));
    expect(betBuilder.get()).toMatchObject({ eventId: 'e2', picks: [{ outcomeId: '9' }] });
    for (let market = 10; market < 20; market += 1) {
      betBuilder.toggle('e2', pick(String(market), `m${String(market)}`));
    }
    expect(betBuilder.get().picks).toHaveLength(6);
  });

  it('takes the builder markets, goal totals on half lines only', () => {
    expect(isBuilderMarket({ type: 'btts', specifiers: '' })).toBe(true);
    expect(isBuilderMarket({ type: 'total', specifiers: 'total=2.5' })).toBe(true);
    expect(isBuilderMarket({ type: 'total', specifiers: 'total=2' })).toBe(false);
    expect(isBuilderMarket({ type: 'asian_handicap', specifiers: 'hcp=-0.75' })).toBe(false);
  });

  it('is offered on a football match not over, also while its markets are stopped', () => {
    expect(offersBuilder({ sportId: 'football', status: 'live' })).toBe(true);
    expect(offersBuilder({ sportId: 'football', status: 'suspended' })).toBe(true);
    expect(offersBuilder({ sportId: 'tennis', status: 'live' })).toBe(false);
    expect(offersBuilder({ sportId: 'football', status: 'ended' })).toBe(false);
  });
});
