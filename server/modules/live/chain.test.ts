import { describe, expect, it } from 'vitest';
import { liveResultBytes, nextChainHash } from '../../../contract/live-fairness';
import vectors from '../../../contract/live-fairness.vectors.json';
import { CHECKPOINT_EVERY, hashAt, makeChain, resultBytes, sha256hex } from './chain';
import { crashPointFromBytes, roulettePocketFromBytes } from './results';

describe('a table chain', () => {
  const { chain } = vectors;

  it('is the published chain of the fairness vectors, with their results', () => {
    const made = makeChain(chain.length, chain.seed);
    expect(made.terminatingHash).toBe(chain.terminatingHash);
    for (const round of chain.rounds) {
      const hash = hashAt(made.checkpoints, made.length, round.index);
      expect(hash).toBe(round.hash);
      expect(sha256hex(hash)).toBe(round.previousHash);
      const bytes = resultBytes(hash, chain.salt);
      expect(Buffer.from(bytes).toString('hex')).toBe(round.resultHex);
      expect(crashPointFromBytes(bytes, chain.houseEdge).shown.toFixed(2)).toBe(round.crashShown);
      expect(roulettePocketFromBytes(bytes)).toBe(round.pocket);
    }
  });

  it('agrees with the verifier page (WebCrypto) on hashes and result bytes', async () => {
    const hash = sha256hex('any seed');
    expect(await nextChainHash(hash)).toBe(sha256hex(hash));
    expect(await liveResultBytes(hash, 'salt')).toEqual(resultBytes(hash, 'salt'));
  });

  it('finds any hash from its checkpoints as hashing down the whole chain does', () => {
    const length = 2 * CHECKPOINT_EVERY + 17;
    const made = makeChain(length, 'seed');
    expect(made.checkpoints.size).toBe(4); // 0, 1000, 2000 and the top
    const all = [sha256hex('seed')];
    for (let index = length - 1; index >= 0; index--) all.push(sha256hex(all.at(-1) as string));
    const byIndex = (index: number) => all[length - index];
    for (const index of [0, 1, 999, 1000, 1001, 2000, 2016, length]) {
      expect(hashAt(made.checkpoints, length, index), String(index)).toBe(byIndex(index));
    }
    expect(made.terminatingHash).toBe(byIndex(0));
    expect(() => hashAt(made.checkpoints, length, length + 1)).toThrow();
  });
});
