import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HiLoGuess } from '../../../contract/house-page/house';
import type { Card } from '../../../contract/provably-fair';
import { createTestServer, type TestServer } from '../../testing/harness';
import { rankOf, winningRanks } from './hi-lo';
import { createHouseTestClient, type LaunchedPlayer } from '../../testing/house/house-test-client';

let server: TestServer;
let house: ReturnType<typeof createHouseTestClient>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  house = createHouseTestClient(server);
});
afterAll(() => server.close());

/** The deck the player's next Hi-Lo round will deal. */
async function nextDeck(player: LaunchedPlayer): Promise<Card[]> {
  const draw = await house.nextDraw(player.playerId, 'hi-lo');
  return draw.game === 'hi-lo' ? draw.cards : [];
}

const rank = (deck: Card[], index: number) => rankOf(deck[index]?.index ?? 0);

/** The right guess on card `index` that pays most, or skip when both pay under ×1.1. */
function bestGuess(deck: Card[], index: number): { guess: HiLoGuess; wins: number } {
  const [current, next] = [rank(deck, index), rank(deck, index + 1)];
  const rights = (['higher', 'lower'] as const).filter((guess) =>
    guess === 'higher' ? next >= current : next <= current,
  );
  const best = rights
    .map((guess) => ({ guess, wins: winningRanks(current, guess) }))
    .sort((a, b) => a.wins - b.wins)[0] ?? { guess: 'skip' as const, wins: 13 };
  return (0.99 * 13) / best.wins < 1.1 ? { guess: 'skip', wins: 13 } : best;
}

describe('Hi-Lo', () => {
  it('starts with one card, multiplies on a right guess, skips, and cashes out', async () => {
    const player = await house.newPlayer(1_000_000n, 'hi-lo');
    const deck = await nextDeck(player);
    const started = await house.play('hi-lo/start', player, { amount: 1 });
    expect(started).toMatchObject({ balance: 9, seeds: { nonce: 1 } });
    expect(started.round).toMatchObject({
      engine: 'hi-lo',
      nonce: 0,
      stake: 1,
      payout: 1,
      multiplier: 1,
      state: 'open',
      result: { cards: [deck[0]?.index], guesses: [] },
    });
    const roundId = started.round.id as string;
    expect((await house.play('open', player)).openRound).toMatchObject({ id: roundId });

    const refusals = [
      [await house.call('hi-lo/start', { ...player, amount: 1 }), 409, 'round_in_progress'],
      [await house.call('seeds/rotate', { ...player, clientSeed: 'x' }), 409, 'round_in_progress'],
      [await house.call('hi-lo/cash-out', { ...player, roundId }), 400, 'invalid_value'],
      [
        await house.call('hi-lo/guess', { ...player, roundId: 'nope', guess: 'skip' }),
        404,
        'round_not_found',
      ],
    ] as const;
    for (const [refused, status, code] of refusals) {
      expect(refused.httpStatus).toBe(status);
      expect(refused.body).toMatchObject({ status: 0, code });
    }

    const guess = rank(deck, 1) >= rank(deck, 0) ? 'higher' : 'lower';
    const wins = winningRanks(rank(deck, 0), guess);
    const right = await house.play('hi-lo/guess', player, { roundId, guess });
    // 1 mBTC × 0.99 × 13 / wins, floored to the satoshi
    const payout = Math.floor((100_000 * 99 * 13) / (100 * wins));
    expect(right.round).toMatchObject({
      state: 'open',
      multiplier: (0.99 * 13) / wins,
      payout: payout / 1e5,
      result: { cards: [deck[0]?.index, deck[1]?.index], guesses: [guess] },
    });
    expect(right.balance).toBe(9);

    const skipped = await house.play('hi-lo/guess', player, { roundId, guess: 'skip' });
    expect(skipped.round).toMatchObject({
      multiplier: (0.99 * 13) / wins,
      result: { cards: deck.slice(0, 3).map((card) => card.index), guesses: [guess, 'skip'] },
    });

    const cashed = await house.play('hi-lo/cash-out', player, { roundId });
    expect(cashed.round).toMatchObject({ state: 'won', payout: payout / 1e5 });
    expect(cashed.balance).toBe((900_000 + payout) / 1e5);
    expect((await house.play('open', player)).openRound).toBe(null);
    const again = await house.call('hi-lo/cash-out', { ...player, roundId });
    expect(again.body).toMatchObject({ code: 'round_not_found' });
    await house.expectLedgerBalanced();
  });

  it('loses the stake on a wrong guess and then refuses the ended round', async () => {
    const player = await house.newPlayer(1_000_000n, 'hi-lo');
    const deck = await nextDeck(player);
    const { round } = await house.play('hi-lo/start', player, { amount: 2 });
    let index = 0;
    // the same rank again is right both ways: skip past it
    while (rank(deck, index + 1) === rank(deck, index)) {
      await house.play('hi-lo/guess', player, { roundId: round.id, guess: 'skip' });
      index++;
    }
    const wrong = rank(deck, index + 1) > rank(deck, index) ? 'lower' : 'higher';
    const lost = await house.play('hi-lo/guess', player, { roundId: round.id, guess: wrong });
    expect(lost.round).toMatchObject({ state: 'lost', payout: 0, multiplier: 0 });
    expect(lost.round.result.cards).toHaveLength(index + 2);
    expect(lost.balance).toBe(8);
    const late = await house.call('hi-lo/guess', { ...player, roundId: round.id, guess: 'skip' });
    expect(late.httpStatus).toBe(404);
    const list = await server.call(
      'getBetList',
      { playerId: player.playerId },
      { token: player.accessToken },
    );
    expect(list.body.transactions.rows).toEqual([
      expect.objectContaining({ name: 'Hi-Lo', bet: 2, win: 0 }),
    ]);
  });

  it('cashes out by itself once the deck is spent', async () => {
    const player = await house.newPlayer(100_000n, 'hi-lo');
    const { round } = await house.play('hi-lo/start', player, { amount: 0.01 });
    let last = round;
    for (let draw = 0; draw < 51; draw++) {
      expect(last.state).toBe('open');
      last = (await house.play('hi-lo/guess', player, { roundId: round.id, guess: 'skip' })).round;
    }
    expect(last).toMatchObject({ state: 'won', payout: 0.01, multiplier: 1 });
    expect(last.result.cards).toHaveLength(52);
    expect((await house.footprint(player.playerId)).balance).toBe(100_000n);
  });

  it('cashes out by itself at the largest payout', async () => {
    const player = await house.newPlayer(10_000_000n, 'hi-lo');
    // a deck on which the best guesses reach ×100 (rotate until one does)
    let plan: HiLoGuess[] = [];
    for (let attempt = 0; attempt < 20 && plan.length === 0; attempt++) {
      const deck = await nextDeck(player);
      let multiplier = 1;
      const guesses: HiLoGuess[] = [];
      for (let index = 0; index < 51 && multiplier < 100; index++) {
        const { guess, wins } = bestGuess(deck, index);
        guesses.push(guess);
        if (guess !== 'skip') multiplier *= (0.99 * 13) / wins;
      }
      if (multiplier >= 100) plan = guesses;
      else await house.play('seeds/rotate', player, { clientSeed: `attempt-${attempt}` });
    }
    expect(plan.length).toBeGreaterThan(0);

    const { round } = await house.play('hi-lo/start', player, { amount: 100 });
    let last = { round, balance: 0 };
    for (const guess of plan) {
      expect(last.round.state).toBe('open');
      last = await house.play('hi-lo/guess', player, { roundId: round.id, guess });
    }
    expect(last.round).toMatchObject({ state: 'won', payout: 10_000, multiplier: 100 });
    expect(last.balance).toBe(10_000);
    await house.expectLedgerBalanced();
  });
});
