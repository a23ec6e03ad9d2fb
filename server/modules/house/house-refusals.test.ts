import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';
import { createHouseTestClient, type HousePath } from '../../testing/house/house-test-client';

let server: TestServer;
let house: ReturnType<typeof createHouseTestClient>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  house = createHouseTestClient(server);
});
afterAll(() => server.close());

const stakeLimits = { min: 0.01, max: 100 };

describe('refused bets', () => {
  it('refuses stakes and payouts outside the limits and invalid fields, changing nothing', async () => {
    const player = await house.newPlayer(200_000_000n);
    const limbo = await house.launch(player, 'limbo');
    const roulette = await house.launch(player, 'ruleta-europea');
    const hiLo = await house.launch(player, 'hi-lo');
    const dice = { token: player.token, game: 'dice', target: 50, direction: 'over' };
    const session = (launched: { token: string; game: string }) => ({
      token: launched.token,
      game: launched.game,
    });
    const cases: [HousePath, Record<string, unknown>, number, Record<string, unknown>][] = [
      [
        'dice',
        { ...dice, amount: 0.009 },
        400,
        { code: 'stake_below_minimum', params: stakeLimits },
      ],
      ['dice', { ...dice, amount: 0 }, 400, { code: 'stake_below_minimum' }],
      [
        'dice',
        { ...dice, amount: 100.01 },
        400,
        { code: 'stake_above_maximum', params: stakeLimits },
      ],
      [
        'dice',
        { ...dice, amount: 100, target: 0.5, direction: 'under' },
        400,
        { code: 'payout_above_maximum', params: { max: 10_000 } },
      ],
      [
        'limbo',
        { ...session(limbo), amount: 1, target: 10_000.01 },
        400,
        { code: 'payout_above_maximum' },
      ],
      [
        'dice',
        { ...dice, amount: 1, target: 98.5, direction: 'under' },
        400,
        { code: 'invalid_value', errors: { target: 'invalid_value' } },
      ],
      [
        'dice',
        { ...dice, amount: 1, target: 100, direction: 'over' },
        400,
        { code: 'invalid_value', errors: { target: 'invalid_value' } },
      ],
      [
        'dice',
        { ...dice, amount: 1, target: 50.505 },
        400,
        { code: 'invalid_value', errors: { target: 'invalid_value' } },
      ],
      [
        'dice',
        { ...dice, amount: 1, direction: 'sideways' },
        400,
        { code: 'invalid_value', errors: { direction: 'invalid_value' } },
      ],
      [
        'limbo',
        { ...session(limbo), amount: 1, target: 1.001 },
        400,
        { code: 'invalid_value', errors: { target: 'invalid_value' } },
      ],
      [
        'roulette',
        {
          ...session(roulette),
          bets: [
            { bet: { kind: 'red' }, amount: 1 },
            { bet: { kind: 'black' }, amount: 0.005 },
          ],
        },
        400,
        { code: 'stake_below_minimum' },
      ],
      [
        'roulette',
        {
          ...session(roulette),
          bets: [
            { bet: { kind: 'red' }, amount: 60 },
            { bet: { kind: 'black' }, amount: 50 },
          ],
        },
        400,
        { code: 'stake_above_maximum' },
      ],
      [
        'roulette',
        { ...session(roulette), bets: [] },
        400,
        { code: 'invalid_value', errors: { bets: 'field_required' } },
      ],
      [
        'roulette',
        { ...session(roulette), bets: [{ bet: { kind: 'straight', pocket: 37 }, amount: 1 }] },
        400,
        { code: 'invalid_value', errors: { 'bets.0.bet.pocket': 'invalid_value' } },
      ],
      ['hi-lo/start', { ...session(hiLo), amount: 0.001 }, 400, { code: 'stake_below_minimum' }],
      [
        'dice',
        { game: 'dice', amount: 1, target: 50, direction: 'over' },
        400,
        { code: 'invalid_value', errors: { token: 'field_required' } },
      ],
      [
        'dice',
        { ...dice, amount: 'lots' },
        400,
        { code: 'invalid_value', errors: { amount: 'invalid_amount' } },
      ],
      // a game is played on its own engine only
      [
        'dice',
        { ...dice, ...session(limbo), amount: 1 },
        400,
        { code: 'invalid_value', errors: { game: 'invalid_value' } },
      ],
      [
        'seeds/rotate',
        { ...session(player), clientSeed: ' ' },
        400,
        { code: 'invalid_value', errors: { clientSeed: 'field_required' } },
      ],
    ];
    const before = await house.footprint(player.playerId);
    for (const [path, body, httpStatus, refusal] of cases) {
      const refused = await house.call(path, body);
      expect([path, body, refused.httpStatus]).toEqual([path, body, httpStatus]);
      expect(refused.body).toMatchObject({ status: 0, ...refusal });
    }
    const notJson = await server.raw('POST', '/house/api/dice', { body: '{"token":' });
    expect([notJson.httpStatus, notJson.body]).toEqual([400, { status: 0, code: 'invalid_value' }]);
    const unknown = await server.raw('POST', '/house/api/craps', { body: '{}' });
    expect([unknown.httpStatus, unknown.body]).toEqual([404, { status: 0, code: 'not_found' }]);
    expect(await house.footprint(player.playerId)).toEqual(before);
  });

  it('refuses a stake above the balance with insufficient_funds, taking no nonce', async () => {
    const player = await house.newPlayer(50_000n);
    const before = await house.footprint(player.playerId);
    const refused = await house.call('dice', {
      token: player.token,
      game: 'dice',
      amount: 0.50001,
      target: 50,
      direction: 'over',
    });
    expect(refused.httpStatus).toBe(402);
    expect(refused.body).toEqual({
      status: 0,
      code: 'insufficient_funds',
      params: { balance: 0.5, currency: 'mBTC' },
    });
    const hiLo = await house.launch(player, 'hi-lo');
    const refusedStart = await house.call('hi-lo/start', {
      token: hiLo.token,
      game: 'hi-lo',
      amount: 1,
    });
    expect(refusedStart.httpStatus).toBe(402);
    expect(await house.footprint(player.playerId)).toEqual(before);

    // the refused Hi-Lo round does not stand in the way of the next one
    const started = await house.play('hi-lo/start', hiLo, { amount: 0.5 });
    expect(started.round).toMatchObject({ nonce: 0, state: 'open' });
    expect(started.balance).toBe(0);
  });
});
