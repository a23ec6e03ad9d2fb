import type { BetSlipSelection } from './bet-slip-logic';

/** A selection for tests: one outcome of one event at the given odds. */
export function selection(outcomeId: string, eventId: string, oddsMilli: number): BetSlipSelection {
  return {
    outcomeId,
    oddsMilli,
    eventId,
    home: { es: 'Local', en: 'Home' },
    away: { es: 'Visitante', en: 'Away' },
    startTime: '2026-11-22T20:00:00.000Z',
    live: false,
    marketId: `m-${eventId}`,
    marketType: '1x2',
    specifiers: '',
    outcome: '1',
  };
}
