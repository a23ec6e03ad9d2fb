import { describe, expect, it } from 'vitest';
import type { SportsBetView } from '../../../contract/sportsbook';
import {
  autoCashOutNotification,
  betReopenedNotification,
  betSettledNotification,
} from './sports-messages';

function leg(eventId: string, home: string, away: string) {
  return {
    outcomeId: '1',
    eventId,
    home: { es: home, en: home.replace('Sevilla', 'Seville') },
    away: { es: away, en: away },
    startTime: '2026-11-22T20:00:00.000Z',
    marketType: '1x2',
    specifiers: '',
    outcome: '1',
    oddsMilli: 2000,
    result: null,
    voidFactor: null,
    deadHeatFactor: null,
    marketId: '7',
    currentOddsMilli: 2000,
    isActive: false,
    marketStatus: 'settled' as const,
    eventStatus: 'ended' as const,
  };
}

function bet(fields: Partial<SportsBetView> = {}): SportsBetView {
  return {
    id: 42,
    type: 'single',
    placedAt: '2026-11-22T19:00:00.000Z',
    stake: 10,
    system: null,
    potentialReturn: 20,
    status: 'settled',
    payout: 20,
    settledAt: '2026-11-22T22:00:00.000Z',
    openStake: 10,
    cashedOut: 0,
    autoCashOut: null,
    version: 1,
    previousPayout: null,
    builderOddsMilli: null,
    legs: [leg('e1', 'Sevilla', 'Betis')],
    ...fields,
  };
}

describe('the push of a settled sports bet', () => {
  it('a win, with what it paid, in Spanish and English; a click opens the settled bets', () => {
    const won = bet({ payout: 12.34 });
    expect(betSettledNotification(won, 'es')).toEqual({
      title: 'Apuesta ganada: +12,34 mBTC',
      body: 'Sevilla - Betis',
      tag: 'sports-bet-42',
      url: '/sports/my-bets?status=settled',
    });
    expect(betSettledNotification(won, 'en')).toEqual({
      title: 'Bet won: +12.34 mBTC',
      body: 'Seville - Betis',
      tag: 'sports-bet-42',
      url: '/en/sports/my-bets?status=settled',
    });
  });

  it('a loss, a void and a part returned', () => {
    const title = (payout: number, locale: 'es' | 'en') =>
      betSettledNotification(bet({ payout }), locale).title;
    expect(title(0, 'es')).toBe('Apuesta perdida');
    expect(title(0, 'en')).toBe('Bet lost');
    expect(title(10, 'es')).toBe('Apuesta anulada');
    expect(title(10, 'en')).toBe('Bet void');
    expect(title(5, 'es')).toBe('Apuesta liquidada: +5,00 mBTC');
    expect(title(1234.5, 'en')).toBe('Bet won: +1,234.50 mBTC');
  });

  it('names an accumulator by its number of selections', () => {
    const accumulator = bet({
      type: 'accumulator',
      legs: [
        leg('e1', 'Sevilla', 'Betis'),
        leg('e2', 'Celta', 'Eibar'),
        leg('e3', 'Lugo', 'Oviedo'),
      ],
    });
    expect(betSettledNotification(accumulator, 'es').body).toBe('Apuesta de 3 selecciones');
    expect(betSettledNotification(accumulator, 'en').body).toBe('3-selection bet');
  });

  it('says a resettlement after a corrected result is a correction', () => {
    const corrected = { ...bet({ payout: 0 }), version: 2 };
    expect(betSettledNotification(corrected, 'es').title).toBe('Apuesta perdida (corregida)');
    expect(betSettledNotification(corrected, 'en').title).toBe('Bet lost (corrected)');
    const first = { ...bet(), version: 1 };
    expect(betSettledNotification(first, 'en').title).toBe('Bet won: +20.00 mBTC');
  });
});

describe('the push of a reopened bet', () => {
  it('says what the rollback took back, in both languages; a click opens the open bets', () => {
    const reopened = bet({ status: 'open', payout: null, settledAt: null, previousPayout: 20 });
    expect(betReopenedNotification(reopened, 'es')).toEqual({
      title: 'Apuesta reabierta: −20,00 mBTC',
      body: 'Sevilla - Betis',
      tag: 'sports-bet-42',
      url: '/sports/my-bets?status=open',
    });
    expect(betReopenedNotification(reopened, 'en')).toMatchObject({
      title: 'Bet reopened: −20.00 mBTC',
      body: 'Seville - Betis',
      url: '/en/sports/my-bets?status=open',
    });
  });

  it('a lost bet reopened took nothing back', () => {
    const reopened = bet({ status: 'open', payout: null, settledAt: null, previousPayout: 0 });
    expect(betReopenedNotification(reopened, 'es').title).toBe('Apuesta reabierta');
    expect(betReopenedNotification(reopened, 'en').title).toBe('Bet reopened');
  });
});

describe('the push of an automatic cash-out', () => {
  it('says what was paid, in both languages; a cash-out the player asked for sends none', () => {
    const open = bet({ status: 'open', payout: null });
    expect(autoCashOutNotification({ bet: open, amount: 8.1, automatic: true }, 'es')).toEqual({
      title: 'Cobro automático: 8,10 mBTC',
      body: 'Sevilla - Betis',
      tag: 'sports-bet-42',
      url: '/sports/my-bets?status=open',
    });
    expect(autoCashOutNotification({ bet: open, amount: 8.1, automatic: true }, 'en')?.title).toBe(
      'Automatic cash out: 8.10 mBTC',
    );
    expect(autoCashOutNotification({ bet: open, amount: 8.1, automatic: false }, 'es')).toBeNull();
  });
});
