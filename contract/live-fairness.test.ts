import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CRASH_SIDE_BET_PAYOUTS,
  crashPointFromBytes,
  crashResult,
  crashSideBetPayout,
  crashSideBetWinChance,
  crashSideBetWins,
  liveResultBytes,
  nextChainHash,
  roulettePocket,
  roulettePocketFromBytes,
  verifyChainLink,
} from './live-fairness';
import { CRASH_SIDE_BETS } from './house-page/live-tables';
import vectors from './live-fairness.vectors.json';

const { chain, crashEdgeCases, sideBetPayouts } = vectors;
const bytesOfHex = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

// An independent computation (node:crypto and BigInt over hex text, not the module's WebCrypto
// and byte reading) that the vectors file must agree with before it may judge the module.
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string, message: string) =>
  createHmac('sha256', key).update(message, 'utf8').digest('hex');
const TWO_POW_52 = 2n ** 52n;
function independentShown(resultHex: string): string {
  const bits = BigInt(`0x${resultHex.slice(0, 13)}`);
  const hundredths = (99n * TWO_POW_52) / (TWO_POW_52 - bits); // 100·0.99·2^52 / 100·(2^52 − h)
  if (hundredths < 100n) return '1.00';
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}
const independentPocket = (resultHex: string) =>
  Number((BigInt(`0x${resultHex.slice(0, 8)}`) * 37n) >> 32n);

describe('the vectors file agrees with an independent computation', () => {
  it('rebuilds the chain from its seed: h_N = sha256(seed), each next hash the sha256 of the last', () => {
    let hash = sha256(chain.seed);
    for (let index = chain.length; index >= 1; index--) {
      expect(chain.rounds[index - 1]?.hash).toBe(hash);
      hash = sha256(hash);
    }
    expect(hash).toBe(chain.terminatingHash);
  });

  it.each(chain.rounds)('round $index: result bytes, bust point and pocket', (round) => {
    expect(hmac(round.hash, chain.salt)).toBe(round.resultHex);
    expect(sha256(round.hash)).toBe(round.previousHash);
    expect(independentShown(round.resultHex)).toBe(round.crashShown);
    expect(independentPocket(round.resultHex)).toBe(round.pocket);
  });
});

describe('the live formulas match the vectors', () => {
  it.each(chain.rounds)('round $index of the chain', async (round) => {
    expect(await nextChainHash(round.hash)).toBe(round.previousHash);
    expect(await verifyChainLink(round.hash, round.previousHash)).toBe(true);
    expect(Buffer.from(await liveResultBytes(round.hash, chain.salt)).toString('hex')).toBe(
      round.resultHex,
    );
    const point = await crashResult(round.hash, chain.salt, chain.houseEdge);
    expect(point.shown.toFixed(2)).toBe(round.crashShown);
    expect(point.exact < 1).toBe(round.instantBust);
    expect(await roulettePocket(round.hash, chain.salt)).toBe(round.pocket);
  });

  it.each(crashEdgeCases.cases)('$name', (vector) => {
    const point = crashPointFromBytes(bytesOfHex(vector.bitsHex), crashEdgeCases.houseEdge);
    // the nearest double to the decimal (beyond 2^53 / 100 a double has no hundredths)
    expect(point.shown).toBe(Number(vector.crashShown));
    expect(point.exact < 1).toBe(vector.instantBust);
    // the auto cash-out rule (wins iff target < B) and the side bets' B ≥ t, exactly at the edge
    expect(vector.target < point.exact).toBe(vector.targetComparison > 0);
    expect(point.exact >= vector.target).toBe(vector.targetComparison >= 0);
  });

  it('decides the side bets at the nearest bust points on either side of 2× and 10×', () => {
    const decide = (name: string) => {
      const vector = crashEdgeCases.cases.find((edgeCase) => edgeCase.name === name);
      const { exact } = crashPointFromBytes(bytesOfHex(vector?.bitsHex ?? ''));
      return CRASH_SIDE_BETS.filter((kind) => crashSideBetWins(kind, exact));
    };
    expect(decide('B just under 2')).toEqual(['under-2']);
    expect(decide('B just over 2')).toEqual(['at-least-2']);
    expect(decide('B just under 10')).toEqual(['at-least-2']);
    expect(decide('B just over 10')).toEqual(['at-least-2', 'at-least-10']);
    expect(decide('h = 0: the lowest bust point, 0.99 (instant bust)')).toEqual(['under-2']);
  });

  it.each(sideBetPayouts)('side bets pay at a $houseEdge edge', ({ houseEdge, payouts }) => {
    for (const kind of CRASH_SIDE_BETS) {
      expect(crashSideBetPayout(kind, houseEdge)).toBe(payouts[kind]);
    }
  });

  it('publishes the 1 % payouts, each returning at most 1 − edge', () => {
    expect(CRASH_SIDE_BET_PAYOUTS).toEqual(sideBetPayouts[0]?.payouts);
    for (const kind of CRASH_SIDE_BETS) {
      const expectedReturn = crashSideBetPayout(kind) * crashSideBetWinChance(kind);
      expect(expectedReturn).toBeLessThanOrEqual(0.99 + 1e-12);
      expect(expectedReturn).toBeGreaterThan(0.98);
    }
  });
});

describe('chain links and inputs', () => {
  it('refuses a hash that is not the one before it, and accepts any hex case and spaces', async () => {
    const [first, second] = chain.rounds;
    expect(await verifyChainLink(second?.hash ?? '', chain.terminatingHash)).toBe(false);
    expect(await verifyChainLink(first?.hash ?? '', `${second?.hash}`)).toBe(false);
    expect(await verifyChainLink(` ${first?.hash.toUpperCase()} `, chain.terminatingHash)).toBe(
      true,
    );
  });

  it('reads a roulette pocket from the first four bytes only, 0 to 36', () => {
    expect(roulettePocketFromBytes([0, 0, 0, 0, 255])).toBe(0);
    expect(roulettePocketFromBytes([255, 255, 255, 255])).toBe(36);
  });

  it('refuses a house edge it cannot read exactly in parts per million', () => {
    expect(() => crashPointFromBytes([0], 1)).toThrow(RangeError);
    expect(() => crashPointFromBytes([0], 0.0000001)).toThrow(RangeError);
    expect(() => crashPointFromBytes([0], -0.01)).toThrow(RangeError);
    expect(crashPointFromBytes([0], 0.02).exact).toBe(0.98);
  });
});
