import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldCodes } from './field-codes';
import { getBets, getEvent, getEvents, getSports, placeBet } from './sportsbook';

/** The code the server answers a refused request with (as parse-input.ts), or null when valid. */
function refusal(schema: v.GenericSchema, input: unknown): string | null {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return result.success ? null : (Object.values(fieldCodes(result.issues))[0] ?? null);
}

const selections = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ outcomeId: String(index + 1), oddsMilli: 1850 }));

const bet = { playerId: 7, stake: '2.5', type: 'single', selections: selections(1) };

describe('front/sports/place_bet', () => {
  it('reads the stake to satoshis, keeps outcome ids as text and defaults the odds policy to none', () => {
    const parsed = v.parse(placeBet.request, {
      ...bet,
      stake: 1.23456,
      selections: [{ outcomeId: 42, oddsMilli: 2500 }],
    });
    expect(parsed).toEqual({
      playerId: 7,
      stake: 123_456n,
      type: 'single',
      selections: [{ outcomeId: '42', oddsMilli: 2500 }],
      oddsPolicy: 'none',
    });
  });

  it('takes 1 to 20 selections and any of the three odds policies', () => {
    for (const oddsPolicy of ['none', 'higher', 'any']) {
      const input = { ...bet, type: 'accumulator', selections: selections(20), oddsPolicy };
      expect(refusal(placeBet.request, input)).toBeNull();
    }
  });

  it.each([
    ['no selection', { selections: [] }, 'too_few_legs'],
    ['21 selections', { selections: selections(21) }, 'too_many_legs'],
    ['a zero stake', { stake: '0' }, 'invalid_amount'],
    ['a negative stake', { stake: -1 }, 'invalid_amount'],
    ['six decimals', { stake: '0.000001' }, 'invalid_amount'],
    ['more than every bitcoin', { stake: '21000000001' }, 'invalid_amount'],
    ['an empty stake', { stake: ' ' }, 'field_required'],
    ['an unknown policy', { oddsPolicy: 'lower' }, 'invalid_value'],
    ['an unknown type', { type: 'lottery' }, 'invalid_value'],
    ['a feed outcome id', { selections: [{ outcomeId: 'X', oddsMilli: 2000 }] }, 'invalid_value'],
    ['outcome id 0', { selections: [{ outcomeId: '0', oddsMilli: 2000 }] }, 'invalid_value'],
    [
      'an outcome id beyond int8',
      { selections: [{ outcomeId: '9'.repeat(19), oddsMilli: 2000 }] },
      'invalid_value',
    ],
    ['odds of 1.00', { selections: [{ outcomeId: '1', oddsMilli: 1000 }] }, 'invalid_value'],
    ['decimal odds', { selections: [{ outcomeId: '1', oddsMilli: 2.5 }] }, 'invalid_value'],
    [
      'odds above 1000.00',
      { selections: [{ outcomeId: '1', oddsMilli: 1_000_001 }] },
      'invalid_value',
    ],
    ['an owner that is not an id', { playerId: 'me' }, 'invalid_value'],
  ])('refuses %s', (_, change, code) => {
    expect(refusal(placeBet.request, { ...bet, ...change })).toBe(code);
  });

  it('is a player call on its owner, behind an Idempotency-Key', () => {
    expect(placeBet).toMatchObject({
      path: 'front/sports/place_bet',
      auth: 'player',
      ownerField: 'playerId',
      idempotent: true,
    });
  });
});

describe('front/sports/get_events', () => {
  it('filters by sport, league, in play and a start-time range, from page 1', () => {
    const parsed = v.parse(getEvents.request, {
      sportId: ' football ',
      leagueId: 'es-laliga',
      live: true,
      from: '2026-11-22',
      to: '2026-11-23T00:00:00Z',
    });
    expect(parsed).toMatchObject({ sportId: 'football', live: true, page: 1 });
    expect(refusal(getEvents.request, {})).toBeNull();
  });

  it.each([
    ['page 0', { page: 0 }, 'invalid_value'],
    ['page beyond MAX_PAGE', { page: 1_000_001 }, 'invalid_value'],
    ['101 items a page', { itemsPerPage: 101 }, 'invalid_value'],
    ['live as text', { live: 'yes' }, 'invalid_value'],
    [
      'a range that ends before it starts',
      { from: '2026-11-23', to: '2026-11-22' },
      'invalid_date',
    ],
    ['a date that is not one', { from: '2026-02-30' }, 'invalid_date'],
    ['a sport id too long', { sportId: 'x'.repeat(101) }, 'invalid_value'],
    ['a league id with a control character', { leagueId: 'a\u0000b' }, 'invalid_value'],
  ])('refuses %s', (_, input, code) => {
    expect(refusal(getEvents.request, input)).toBe(code);
  });
});

describe('front/sports/get_event', () => {
  it('names one event by its feed id', () => {
    expect(v.parse(getEvent.request, { eventId: 'sim:football:17' })).toEqual({
      eventId: 'sim:football:17',
    });
    expect(refusal(getEvent.request, { eventId: '' })).toBe('field_required');
    expect(refusal(getEvent.request, {})).toBe('field_required');
  });
});

describe('front/sports/get_sports', () => {
  it('needs no request body and no login', () => {
    expect(v.parse(getSports.request, undefined)).toEqual({});
    expect(getSports.auth).toBe('optional');
  });
});

describe('front/sports/get_bets', () => {
  it('lists open bets by default, settled on request', () => {
    expect(v.parse(getBets.request, { playerId: '7' })).toMatchObject({
      playerId: 7,
      status: 'open',
      page: 1,
    });
    expect(v.parse(getBets.request, { playerId: 7, status: 'settled' }).status).toBe('settled');
  });

  it.each([
    ['an unknown status', { status: 'won' }, 'invalid_value'],
    ['page 0', { page: 0 }, 'invalid_value'],
    ['a fractional page', { page: 1.5 }, 'invalid_value'],
    ['playerId 0', { playerId: 0 }, 'invalid_value'],
  ])('refuses %s', (_, change, code) => {
    expect(refusal(getBets.request, { playerId: 7, ...change })).toBe(code);
  });
});
