import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOUSE_EDGE, computeBet, sha256Hex } from '../../../contract/provably-fair';
import { rouletteReturn, type RouletteBet } from '../../../contract/provably-fair-payouts';
import { createTestServer, type TestServer } from '../../testing/harness';
import { createHouseTestClient, type LaunchedPlayer } from '../../testing/house/house-test-client';

let server: TestServer;
let house: ReturnType<typeof createHouseTestClient>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  house = createHouseTestClient(server);
});
afterAll(() => server.close());

async function betList(player: LaunchedPlayer) {
  const list = await server.call(
    'getBetList',
    { playerId: player.playerId },
    { token: player.accessToken },
  );
  return list.body.transactions.rows as { name: string; bet: number; win: number }[];
}

describe('house/api/open', () => {
  it('opens a launched game with its engine, balance, limits and seeds, whose hash is the seed revealed later', async () => {
    const player = await house.newPlayer(1_000_000n);
    const opened = await house.play('open', player);
    expect(opened).toMatchObject({
      status: 1,
      game: { slug: 'dice', name: 'Dice', engine: 'dice' },
      balance: 10,
      currency: 'mBTC',
      houseEdge: DEFAULT_HOUSE_EDGE,
      limits: { minStake: 0.01, maxStake: 100, maxPayout: 10_000 },
      seeds: { nonce: 0, clientSeed: expect.stringMatching(/^[0-9a-f]{16}$/) },
      openRound: null,
    });

    // the seeds are the player's in every house game, whatever studio the catalogue names
    const blackjack = await house.launch(player, 'blackjack-21');
    expect(await house.play('open', blackjack)).toMatchObject({
      game: { slug: 'blackjack-21', engine: 'hi-lo' },
      seeds: opened.seeds,
    });
    const roulette = await house.play('open', await house.launch(player, 'ruleta-europea'));
    expect(roulette).toMatchObject({ game: { engine: 'roulette' }, houseEdge: 1 / 37 });

    const rotated = await house.play('seeds/rotate', player, { clientSeed: 'my own seed' });
    expect(rotated.revealed).toMatchObject({
      serverSeedHash: opened.seeds.serverSeedHash,
      clientSeed: opened.seeds.clientSeed,
      betCount: 0,
    });
    expect(await sha256Hex(rotated.revealed.serverSeed)).toBe(opened.seeds.serverSeedHash);
    expect(rotated.seeds).toMatchObject({ clientSeed: 'my own seed', nonce: 0 });
    expect(rotated.seeds.serverSeedHash).not.toBe(opened.seeds.serverSeedHash);
    // the new server seed is the one committed before the client seed was chosen
    expect(rotated.seeds.serverSeedHash).toBe(opened.seeds.nextServerSeedHash);
    expect(rotated.seeds.nextServerSeedHash).not.toBe(opened.seeds.nextServerSeedHash);
    const secret = await house.activeSeeds(player.playerId);
    expect(await sha256Hex(secret.serverSeed)).toBe(opened.seeds.nextServerSeedHash);
  });

  it('answers the preflight of the game page, which calls from an opaque origin', async () => {
    const response = await server.app.request('/house/api/dice', {
      method: 'OPTIONS',
      headers: {
        Origin: 'null',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
      'content-type',
    );
  });

  it("never plays or signs for a third-party provider's game, even with its launch token", async () => {
    const player = await house.newPlayer(1_000_000n);
    const thirdParty = await house.launch(player, 'blackjack-21');
    expect((await house.play('open', thirdParty)).game.slug).toBe('blackjack-21');
    const before = await house.footprint(player.playerId);
    for (const change of [
      "UPDATE game_providers SET wallet_secret = 'their-own-secret' WHERE slug = 'aurora'",
      "UPDATE game_providers SET launch_url = 'https://games.aurora.example/launch' WHERE slug = 'aurora'",
    ]) {
      await server.db.query(change);
      try {
        for (const path of ['open', 'hi-lo/start'] as const) {
          const refused = await house.call(path, {
            token: thirdParty.token,
            game: thirdParty.game,
            amount: 1,
          });
          expect(refused.httpStatus).toBe(403);
          expect(refused.body).toEqual({ status: 0, code: 'invalid_session' });
        }
      } finally {
        await server.db.query(
          "UPDATE game_providers SET wallet_secret = NULL, launch_url = '/house/play' WHERE slug = 'aurora'",
        );
      }
    }
    expect(await house.footprint(player.playerId)).toEqual(before);
  });

  it('refuses an unknown token, a token of another game and an unknown game with invalid_session', async () => {
    const player = await house.newPlayer(1_000_000n);
    const before = await house.footprint(player.playerId);
    const attempts = [
      { token: 'not-a-token', game: 'dice' },
      { token: player.token, game: 'limbo' },
      { token: player.token, game: 'no-such-game' },
    ];
    for (const attempt of attempts) {
      for (const path of ['open', 'history'] as const) {
        const refused = await house.call(path, attempt);
        expect(refused.httpStatus).toBe(403);
        expect(refused.body).toEqual({ status: 0, code: 'invalid_session' });
      }
    }
    const bet = await house.call('limbo', {
      token: player.token,
      game: 'limbo',
      amount: 1,
      target: 2,
    });
    expect(bet.body).toEqual({ status: 0, code: 'invalid_session' });
    expect(await house.footprint(player.playerId)).toEqual(before);
  });
});

describe('dice', () => {
  it('pays a winning roll and takes a losing one, each a row of the bet list', async () => {
    const player = await house.newPlayer(1_000_000n);
    const winning = await house.diceBetThat('wins', player.playerId);
    const won = await house.play('dice', player, { amount: 1, ...winning });
    expect(won.round).toMatchObject({
      game: 'dice',
      engine: 'dice',
      nonce: 0,
      serverSeed: null,
      stake: 1,
      // 1 mBTC × 99 / 50.5, floored to the satoshi
      payout: 1.96039,
      multiplier: 99 / 50.5,
      state: 'won',
      result: {
        roll: winning.roll,
        target: winning.target,
        direction: winning.direction,
        chance: 50.5,
      },
    });
    expect(won.balance).toBe(10.96039);
    expect(won.seeds.nonce).toBe(1);

    const losing = await house.diceBetThat('loses', player.playerId);
    const lost = await house.play('dice', player, { amount: 2, ...losing });
    expect(lost.round).toMatchObject({
      nonce: 1,
      stake: 2,
      payout: 0,
      multiplier: 0,
      state: 'lost',
    });
    expect(lost.balance).toBe(8.96039);
    expect((await house.footprint(player.playerId)).balance).toBe(896_039n);

    expect(await betList(player)).toEqual([
      expect.objectContaining({ name: 'Dice', bet: 2, win: 0 }),
      expect.objectContaining({ name: 'Dice', bet: 1, win: 1.96039 }),
    ]);
    await house.expectLedgerBalanced();
  });

  it('decides at the hundredth the bet was priced at: a hair past the target wins nothing more', async () => {
    const player = await house.newPlayer(1_000_000n);
    const draw = await house.nextDraw(player.playerId, 'dice');
    const roll = draw.game === 'dice' ? draw.roll : 0;
    // the roll itself as the target, nudged by less than the tolerance towards winning
    const bet =
      roll >= 0.01 && roll <= 98
        ? { target: roll + 1e-9, direction: 'under' }
        : { target: roll - 1e-9, direction: 'over' };
    const played = await house.play('dice', player, { amount: 0.01, ...bet });
    expect(played.round).toMatchObject({ state: 'lost', payout: 0 });
    expect(played.round.result).toMatchObject({ roll, target: roll });
    await house.expectLedgerBalanced();
  });

  it('gives 20 simultaneous bets of one player the nonces 0 to 19 and keeps the balance exact', async () => {
    const player = await house.newPlayer(1_000_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        house.call('dice', {
          token: player.token,
          game: 'dice',
          amount: 0.1,
          target: 50,
          direction: 'over',
        }),
      ),
    );
    for (const answer of answers) expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    const nonces = answers.map((answer) => answer.body.round.nonce as number);
    expect(nonces.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    const payouts = answers.reduce(
      (total, answer) => total + Math.round(answer.body.round.payout * 1e5),
      0,
    );
    const footprint = await house.footprint(player.playerId);
    expect(footprint.balance).toBe(BigInt(1_000_000 - 20 * 10_000 + payouts));
    expect(footprint.nonce).toBe(20);
    await house.expectLedgerBalanced();
  });
});

describe('limbo and roulette', () => {
  it('pays a limbo result at or above the target and takes one below', async () => {
    const player = await house.newPlayer(1_000_000n, 'limbo');
    for (let bet = 0; bet < 4; bet++) {
      const draw = await house.nextDraw(player.playerId, 'limbo');
      const result = draw.game === 'limbo' ? draw.multiplier : 0;
      // alternately the highest target that wins and the lowest that loses
      const target =
        bet % 2 === 0 ? Math.min(Math.max(1.01, result), 100) : Math.min(result + 0.01, 10_000);
      const isWin = result >= target;
      const before = (await house.footprint(player.playerId)).balance;
      const played = await house.play('limbo', player, {
        amount: 0.5,
        target: Number(target.toFixed(2)),
      });
      const payout = isWin ? Math.floor((50_000 * Math.round(target * 100)) / 100) : 0;
      expect(played.round).toMatchObject({
        engine: 'limbo',
        state: isWin ? 'won' : 'lost',
        payout: payout / 1e5,
        result: { result, target: Number(target.toFixed(2)) },
      });
      expect((await house.footprint(player.playerId)).balance).toBe(
        before - 50_000n + BigInt(payout),
      );
    }
  });

  it('pays every roulette bet on the pocket drawn and takes the others', async () => {
    const player = await house.newPlayer(1_000_000n, 'ruleta-europea');
    const draw = await house.nextDraw(player.playerId, 'roulette');
    const pocket = draw.game === 'roulette' ? draw.pocket : -1;
    const bets: { bet: RouletteBet; amount: number }[] = [
      { bet: { kind: 'straight', pocket }, amount: 0.1 },
      { bet: { kind: 'straight', pocket: (pocket + 1) % 37 }, amount: 0.1 },
      { bet: { kind: 'red' }, amount: 1 },
      { bet: { kind: 'dozen', which: 2 }, amount: 0.5 },
      { bet: { kind: 'column', which: 3 }, amount: 0.25 },
    ];
    const returns = bets.map(
      (chip) => Math.round(chip.amount * 1e5) * rouletteReturn(chip.bet, pocket),
    );
    const payout = returns.reduce((total, value) => total + value, 0);
    const played = await house.play('roulette', player, { bets });
    expect(played.round).toMatchObject({
      engine: 'roulette',
      stake: 1.95,
      payout: payout / 1e5,
      result: {
        pocket,
        bets: bets.map((chip, index) => ({ ...chip, payout: (returns[index] ?? 0) / 1e5 })),
      },
    });
    expect(played.round.payout).toBeGreaterThanOrEqual(3.6);
    expect(played.balance).toBe((1_000_000 - 195_000 + payout) / 1e5);
    await house.expectLedgerBalanced();
  });
});

describe('verifying', () => {
  it('shows each round as computeBet gives it from the seeds revealed by rotating, and not before', async () => {
    const player = await house.newPlayer(2_000_000n);
    await house.play('dice', player, { amount: 0.1, target: 50, direction: 'under' });
    const limbo = await house.launch(player, 'limbo');
    await house.play('limbo', limbo, { amount: 0.1, target: 2 });
    const roulette = await house.launch(player, 'roulette-royale');
    await house.play('roulette', roulette, { bets: [{ bet: { kind: 'odd' }, amount: 0.1 }] });
    const hiLo = await house.launch(player, 'hi-lo');
    const started = await house.play('hi-lo/start', hiLo, { amount: 0.1 });
    await house.play('hi-lo/guess', hiLo, { roundId: started.round.id, guess: 'skip' });
    await house.play('hi-lo/guess', hiLo, { roundId: started.round.id, guess: 'skip' });
    const ended = await house.play('hi-lo/guess', hiLo, {
      roundId: started.round.id,
      guess: 'higher',
    });
    if (ended.round.state === 'open')
      await house.play('hi-lo/cash-out', hiLo, { roundId: started.round.id });

    const before = await house.play('history', player);
    expect(before.rounds.map((round: { serverSeed: string | null }) => round.serverSeed)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const { revealed } = await house.play('seeds/rotate', player, { clientSeed: 'next' });
    expect(revealed.betCount).toBe(4);
    const { rounds } = await house.play('history', player);
    expect(rounds.map((round: { game: string }) => round.game)).toEqual([
      'hi-lo',
      'roulette-royale',
      'limbo',
      'dice',
    ]);
    for (const round of rounds) {
      expect(round).toMatchObject({
        serverSeed: revealed.serverSeed,
        clientSeed: revealed.clientSeed,
      });
      const { result } = await computeBet(
        round.engine,
        revealed.serverSeed,
        revealed.clientSeed,
        round.nonce,
      );
      if (result.game === 'dice') expect(round.result.roll).toBe(result.roll);
      if (result.game === 'limbo') expect(round.result.result).toBe(result.multiplier);
      if (result.game === 'roulette') expect(round.result.pocket).toBe(result.pocket);
      if (result.game === 'hi-lo')
        expect(round.result.cards).toEqual(result.cards.slice(0, 4).map((card) => card.index));
    }
    expect(rounds.map((round: { nonce: number }) => round.nonce).sort()).toEqual([0, 1, 2, 3]);
  });
});
