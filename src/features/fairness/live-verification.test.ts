import { afterEach, describe, expect, it, vi } from 'vitest';
import vectors from '../../../contract/live-fairness.vectors.json';
import { fetchLiveRoundProof } from './api/live-round-proof';
import {
  edgeFromPercent,
  liveInputProblems,
  percentOf,
  type LiveVerifierInput,
  verifyLiveRound,
} from './live-verification';

const { chain } = vectors;
const [first, second] = chain.rounds;

const crashInput = (change: Partial<LiveVerifierInput> = {}): LiveVerifierInput => ({
  game: 'crash',
  hash: first?.hash ?? '',
  salt: chain.salt,
  previousHash: chain.terminatingHash,
  edgePercent: '1',
  ...change,
});

describe('a live round verified in the browser', () => {
  it.each(chain.rounds)(
    'round $index: the bust point and the link to the round before',
    async (round) => {
      const input = crashInput({ hash: round.hash, previousHash: round.previousHash });
      const verification = await verifyLiveRound(input);
      expect(verification.result).toEqual({
        game: 'crash',
        bustPoint: Number(round.crashShown),
        isInstantBust: round.instantBust,
      });
      expect(verification.resultHex).toBe(round.resultHex);
      expect(verification.linksToPrevious).toBe(true);
      const roulette = await verifyLiveRound({ ...input, game: 'live-roulette' });
      expect(roulette.result).toEqual({ game: 'live-roulette', pocket: round.pocket });
    },
  );

  it('reads hashes in any case and with spaces, and says when the link is broken', async () => {
    const pasted = crashInput({ hash: ` ${first?.hash.toUpperCase()} `, salt: ` ${chain.salt}\n` });
    expect(liveInputProblems(pasted)).toEqual([]);
    expect((await verifyLiveRound(pasted)).resultHex).toBe(first?.resultHex);
    const broken = await verifyLiveRound(crashInput({ hash: second?.hash ?? '' }));
    expect(broken.linksToPrevious).toBe(false);
    const unlinked = await verifyLiveRound(crashInput({ previousHash: '' }));
    expect(unlinked.linksToPrevious).toBeNull();
  });

  it('names each field that cannot be verified', () => {
    expect(liveInputProblems(crashInput({ hash: 'abc', salt: ' ', previousHash: 'x' }))).toEqual([
      'hash',
      'salt',
      'previousHash',
    ]);
    expect(liveInputProblems(crashInput({ edgePercent: '100' }))).toEqual(['edgePercent']);
    // roulette has no edge in its formula
    expect(liveInputProblems(crashInput({ game: 'live-roulette', edgePercent: '' }))).toEqual([]);
  });

  it('reads the edge in percent with a point or a comma, to parts per million', () => {
    expect(edgeFromPercent('1')).toBe(0.01);
    expect(edgeFromPercent('2,5')).toBe(0.025);
    expect(edgeFromPercent('0.0001')).toBe(0.000001);
    expect([percentOf(0.01), percentOf(0.025), percentOf(0.000001)]).toEqual([
      '1',
      '2.5',
      '0.0001',
    ]);
    expect([edgeFromPercent('0.00001'), edgeFromPercent('-1'), edgeFromPercent('')]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe('looking a round up on the server', () => {
  afterEach(() => vi.unstubAllGlobals());

  // the server's answers as the house API gives them; what is tested is how the page reads them
  const answer = (status: number, body: unknown) =>
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

  it('asks the house API for the table and round, and reads a proof', async () => {
    const proof = {
      status: 1,
      round: {
        id: 'r1',
        table: 'crash',
        engine: 'crash',
        index: 1,
        phase: 'settled',
        bettingClosesAt: 1,
        startedAt: 2,
        result: Number(first?.crashShown),
        hash: first?.hash,
      },
      previousHash: chain.terminatingHash,
      fairness: {
        terminatingHash: chain.terminatingHash,
        salt: chain.salt,
        saltSource: 'generated',
        houseEdge: 0.01,
      },
    };
    const fetch = answer(200, proof);
    vi.stubGlobal('fetch', fetch);
    const lookup = await fetchLiveRoundProof('crash', 1);
    expect(lookup).toEqual({ status: 'found', proof });
    expect(fetch).toHaveBeenCalledWith(
      '/house/api/live/round_proof',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ table: 'crash', index: 1 }),
      }),
    );
  });

  it('tells a missing round (or a server without live proofs) from a failure', async () => {
    vi.stubGlobal('fetch', answer(404, { status: 0, code: 'not_found' }));
    expect(await fetchLiveRoundProof('crash', 7)).toEqual({ status: 'not-found' });
    vi.stubGlobal('fetch', answer(500, { status: 0, code: 'internal_error' }));
    expect(await fetchLiveRoundProof('crash', 7)).toEqual({ status: 'unavailable' });
    vi.stubGlobal('fetch', answer(200, { status: 0, round: 'not a round' }));
    expect(await fetchLiveRoundProof('crash', 7)).toEqual({ status: 'unavailable' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await fetchLiveRoundProof('crash', 7)).toEqual({ status: 'unavailable' });
  });
});
