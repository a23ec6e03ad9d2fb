import { describe, expect, it } from 'vitest';
import { GAMES } from '../../seed/catalogue';
import { engineForGame } from './engine-for-game';

describe('engineForGame', () => {
  it('plays the house originals on their own engines', () => {
    expect(engineForGame({ slug: 'dice', category: 'dice' })).toBe('dice');
    expect(engineForGame({ slug: 'limbo', category: 'instant-win' })).toBe('limbo');
    expect(engineForGame({ slug: 'hi-lo', category: 'hi-lo-switch' })).toBe('hi-lo');
    expect(engineForGame({ slug: 'ruleta-europea', category: 'european-roulette' })).toBe(
      'roulette',
    );
  });

  it('spins the wheel for any roulette, by category or by slug', () => {
    for (const category of ['roulette', 'american-roulette', 'french-roulette']) {
      expect(engineForGame({ slug: 'some-wheel', category })).toBe('roulette');
    }
    expect(engineForGame({ slug: 'live-speed-roulette', category: 'live-dealer' })).toBe(
      'roulette',
    );
  });

  it('rolls dice for dice and sic bo, deals Hi-Lo for card tables and live dealers', () => {
    expect(engineForGame({ slug: 'sic-bo-deluxe', category: 'sic-bo' })).toBe('dice');
    for (const category of ['blackjack', 'baccarat', 'poker', 'teen-patti', 'live-dealer']) {
      expect(engineForGame({ slug: 'table', category })).toBe('hi-lo');
    }
  });

  it('plays everything else on Limbo', () => {
    for (const category of ['slots', 'keno', 'racing', 'instant-win', 'scratch-cards']) {
      expect(engineForGame({ slug: 'anything', category })).toBe('limbo');
    }
  });

  it('gives every demo catalogue game an engine', () => {
    const engines = Object.fromEntries(GAMES.map((game) => [game.slug, engineForGame(game)]));
    expect(engines).toMatchObject({
      crash: 'crash',
      'live-roulette': 'live-roulette',
      'live-blackjack': 'hi-lo',
      'live-sic-bo': 'hi-lo',
      'gold-rush-7s': 'limbo',
      'roulette-royale': 'roulette',
    });
  });
});
