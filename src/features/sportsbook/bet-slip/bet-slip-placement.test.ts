import { describe, expect, it } from 'vitest';
import { betFingerprint, legProblemOf, placedOutcomeIds, slipBets } from './bet-slip-placement';
import type { SlipBetResult } from './bet-slip-placement';
import { selection } from './selection-fixture';

const legs = [
  selection('11', 'e1', 2500),
  selection('12', 'e2', 1800),
  selection('13', 'e3', 3100),
];

describe('the bets a slip places', () => {
  it('are one single per staked selection, the decimal comma read as a point', () => {
    const bets = slipBets('singles', legs, { '11': '2,5', '13': ' 1 ', '12': '' });
    expect(bets.map((bet) => [bet.id, bet.type, bet.stake])).toEqual([
      ['single:11', 'single', '2.5'],
      ['single:13', 'single', '1'],
    ]);
    expect(bets[0]?.selections.map((leg) => leg.outcomeId)).toEqual(['11']);
  });

  it('are one accumulator of every selection on the accumulator tab', () => {
    const [bet, ...rest] = slipBets('accumulator', legs, { '11': '9', accumulator: '3' });
    expect(rest).toEqual([]);
    expect(bet).toMatchObject({ id: 'accumulator', type: 'accumulator', stake: '3' });
    expect(bet?.selections).toHaveLength(3);
  });

  it('are one system bet of every selection on the system tab, its stake per line', () => {
    const bets = slipBets('system', legs, { accumulator: '3', system: '0,5' }, 'patent');
    expect(bets).toMatchObject([{ id: 'system', type: 'system', system: 'patent', stake: '0.5' }]);
    expect(bets[0]?.selections).toHaveLength(3);
    expect(slipBets('system', legs, { system: '1' }, null)).toEqual([]);
  });

  it('are another bet for another system', () => {
    const [trixie] = slipBets('system', legs, { system: '1' }, 'trixie');
    const [patent] = slipBets('system', legs, { system: '1' }, 'patent');
    if (!trixie || !patent) throw new Error('no bet');
    expect(betFingerprint(trixie, 'none')).not.toBe(betFingerprint(patent, 'none'));
  });
});

describe('a placement key', () => {
  it('is for one request: another stake, price or policy makes another bet', () => {
    const [bet] = slipBets('singles', legs, { '11': '2' });
    if (!bet) throw new Error('no bet');
    const fingerprint = betFingerprint(bet, 'none');
    expect(betFingerprint({ ...bet }, 'none')).toBe(fingerprint);
    expect(betFingerprint({ ...bet, stake: '3' }, 'none')).not.toBe(fingerprint);
    expect(betFingerprint(bet, 'any')).not.toBe(fingerprint);
    const repriced = { ...bet, selections: [selection('11', 'e1', 2600)] };
    expect(betFingerprint(repriced, 'none')).not.toBe(fingerprint);
  });
});

describe('a refusal', () => {
  const [accumulator] = slipBets('accumulator', legs, { accumulator: '1' });
  const [single] = slipBets('singles', legs, { '12': '1' });
  if (!accumulator || !single) throw new Error('no bets');

  it('of a changed price lands on the leg the server names, with the new price', () => {
    const failure = { code: 'odds_changed' as const, params: { outcomeId: '13', oddsMilli: 2900 } };
    expect(legProblemOf(accumulator, failure)).toEqual({
      outcomeId: '13',
      problem: { code: 'odds_changed', oddsMilli: 2900 },
    });
  });

  it('of a suspended market lands on the only leg of a single', () => {
    expect(legProblemOf(single, { code: 'market_suspended', params: {} })).toEqual({
      outcomeId: '12',
      problem: { code: 'market_suspended' },
    });
  });

  it('about the stake or the balance concerns the whole bet', () => {
    expect(legProblemOf(single, { code: 'stake_too_low', params: { min: 0.1 } })).toBeNull();
    expect(legProblemOf(accumulator, { code: 'event_started', params: {} })).toBeNull();
  });
});

describe('a placement', () => {
  it('takes out of the slip only the selections of placed bets', () => {
    const [first, second] = slipBets('singles', legs, { '11': '1', '12': '1' });
    if (!first || !second) throw new Error('no bets');
    const results: SlipBetResult[] = [
      { bet: first, status: 'lost' },
      { bet: second, status: 'placed', placed: {} as never },
    ];
    expect(placedOutcomeIds(results)).toEqual(['12']);
  });
});
