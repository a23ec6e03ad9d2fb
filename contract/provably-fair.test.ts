import { describe, expect, it } from 'vitest';
import {
  computeBet,
  createSeeds,
  diceRoll,
  type FairGame,
  floatsFrom,
  hmacSha256Hex,
  limboMultiplier,
  matchesHash,
  rotateSeed,
  roulettePocket,
  sha256Hex,
  takeNonce,
  type VerifiedBet,
} from './provably-fair';
import { diceMultiplier, diceWinChance, rouletteReturn } from './provably-fair-payouts';
import vectors from './provably-fair.vectors.json';

function resultOf({ result }: VerifiedBet): number | string[] {
  switch (result.game) {
    case 'dice':
      return result.roll;
    case 'limbo':
      return result.multiplier;
    case 'hi-lo':
      return result.cards.map((card) => card.label);
    case 'roulette':
      return result.pocket;
  }
}

describe('published vectors', () => {
  it.each(vectors.sha256)('SHA-256 of "$input" ($source)', async ({ input, hex }) => {
    expect(await sha256Hex(input)).toBe(hex);
  });

  it.each(vectors.hmacSha256)('HMAC-SHA256 of "$message" ($source)', async (vector) => {
    expect(await hmacSha256Hex(vector.key, vector.message)).toBe(vector.hex);
  });

  it.each(vectors.floats)('floats of $clientSeed:$nonce ($source)', async (vector) => {
    const floats = await floatsFrom(
      vector.serverSeed,
      vector.clientSeed,
      vector.nonce,
      vector.floats.length,
    );
    expect(floats).toEqual(vector.floats);
  });

  it.each(vectors.bets)('$game of $clientSeed:$nonce ($source)', async (vector) => {
    const bet = await computeBet(
      vector.game as FairGame,
      vector.serverSeed,
      vector.clientSeed,
      vector.nonce,
      vector.houseEdge,
    );
    const result = resultOf(bet);
    expect(
      Array.isArray(result) ? result.slice(0, (vector.expected as []).length) : result,
    ).toEqual(vector.expected);
  });
});

describe('game results from floats', () => {
  it('keeps every result in range at the extremes of a float', () => {
    const highest = 1 - 2 ** -32;
    expect([diceRoll(0), diceRoll(highest)]).toEqual([0, 100]);
    expect([roulettePocket(0), roulettePocket(highest)]).toEqual([0, 36]);
    expect(limboMultiplier(highest)).toBe(1);
    expect(limboMultiplier(0)).toBe(99_000_000);
  });

  it('spreads 10,000 nonces evenly: dice and roulette in range, means and frequencies near fair', async () => {
    const serverSeed = 'distribution-check';
    const rolls: number[] = [];
    const pockets: number[] = [];
    let limboOverTwo = 0;
    for (let nonce = 0; nonce < 10_000; nonce++) {
      const [float = 0] = await floatsFrom(serverSeed, 'client', nonce, 1);
      rolls.push(diceRoll(float));
      pockets.push(roulettePocket(float));
      if (limboMultiplier(float) >= 2) limboOverTwo += 1;
    }
    expect(Math.min(...rolls)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...rolls)).toBeLessThanOrEqual(100);
    const mean = rolls.reduce((sum, roll) => sum + roll, 0) / rolls.length;
    expect(mean).toBeGreaterThan(48);
    expect(mean).toBeLessThan(52);
    // each pocket expects 270; loose bounds that a fair wheel passes by a wide margin
    expect([Math.min(...pockets), Math.max(...pockets)]).toEqual([0, 36]);
    for (let pocket = 0; pocket <= 36; pocket++) {
      const count = pockets.filter((value) => value === pocket).length;
      expect(count).toBeGreaterThan(190);
      expect(count).toBeLessThan(350);
    }
    // P(limbo ≥ 2) = 0.99 / 2
    expect(limboOverTwo / 10_000).toBeGreaterThan(0.46);
    expect(limboOverTwo / 10_000).toBeLessThan(0.53);
  });
});

describe('payouts', () => {
  it('prices dice with the house edge: 49.5 % pays 2×, 1 % pays 99×', () => {
    expect(diceWinChance(50.5, 'over')).toBe(49.5);
    expect(diceWinChance(49.5, 'under')).toBe(49.5);
    expect(diceMultiplier(49.5, 0.01)).toBeCloseTo(2, 10);
    expect(diceMultiplier(1, 0.01)).toBeCloseTo(99, 10);
  });

  it('pays roulette 35:1 straight, 1:1 even chances, 2:1 dozens and columns; zero loses outside bets', () => {
    expect(rouletteReturn({ kind: 'straight', pocket: 17 }, 17)).toBe(36);
    expect(rouletteReturn({ kind: 'straight', pocket: 17 }, 18)).toBe(0);
    expect(rouletteReturn({ kind: 'red' }, 1)).toBe(2);
    expect(rouletteReturn({ kind: 'black' }, 1)).toBe(0);
    expect(rouletteReturn({ kind: 'black' }, 2)).toBe(2);
    expect(rouletteReturn({ kind: 'odd' }, 35)).toBe(2);
    expect(rouletteReturn({ kind: 'even' }, 35)).toBe(0);
    expect(rouletteReturn({ kind: 'low' }, 18)).toBe(2);
    expect(rouletteReturn({ kind: 'high' }, 19)).toBe(2);
    expect(rouletteReturn({ kind: 'dozen', which: 2 }, 24)).toBe(3);
    expect(rouletteReturn({ kind: 'dozen', which: 3 }, 24)).toBe(0);
    expect(rouletteReturn({ kind: 'column', which: 1 }, 34)).toBe(3);
    expect(rouletteReturn({ kind: 'column', which: 3 }, 36)).toBe(3);
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(rouletteReturn({ kind }, 0)).toBe(0);
    }
    expect(rouletteReturn({ kind: 'straight', pocket: 0 }, 0)).toBe(36);
  });

  it('gives every roulette bet the same 1/37 edge over all 37 pockets', () => {
    const bets = [
      { kind: 'straight', pocket: 5 },
      { kind: 'red' },
      { kind: 'even' },
      { kind: 'high' },
      { kind: 'dozen', which: 1 },
      { kind: 'column', which: 2 },
    ] as const;
    for (const bet of bets) {
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket++) returned += rouletteReturn(bet, pocket);
      expect(returned).toBe(36);
    }
  });
});

describe('seeds', () => {
  it('shows the hash of a fresh 32-byte server seed and starts at nonce 0', async () => {
    const seeds = await createSeeds('my seed');
    expect(seeds.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(seeds.serverSeedHash).toBe(await sha256Hex(seeds.serverSeed));
    expect(await matchesHash(seeds.serverSeed, seeds.serverSeedHash.toUpperCase())).toBe(true);
    expect(await matchesHash(`${seeds.serverSeed}0`, seeds.serverSeedHash)).toBe(false);
    expect(seeds.nonce).toBe(0);
  });

  it('counts nonces per bet; rotating reveals the old server seed and resets the nonce', async () => {
    let seeds = await createSeeds('my seed');
    const used: number[] = [];
    for (let bet = 0; bet < 3; bet++) {
      const taken = takeNonce(seeds);
      used.push(taken.nonce);
      seeds = taken.seeds;
    }
    expect(used).toEqual([0, 1, 2]);

    const { revealed, next } = await rotateSeed(seeds, 'new client seed');
    expect(revealed).toEqual({
      serverSeed: seeds.serverSeed,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: 'my seed',
      betCount: 3,
    });
    expect(await matchesHash(revealed.serverSeed, revealed.serverSeedHash)).toBe(true);
    expect(next.serverSeed).not.toBe(seeds.serverSeed);
    expect(next.serverSeedHash).toBe(await sha256Hex(next.serverSeed));
    expect(next).toMatchObject({ clientSeed: 'new client seed', nonce: 0 });
  });
});
