import { describe, expect, it } from 'vitest';
import { fairnessLink } from './fairness-link';

describe('the link from a casino round to the player app’s verifier', () => {
  it('carries a house round’s seeds and nonce, the server seed only once revealed', () => {
    const seeds = {
      kind: 'seeds' as const,
      game: 'dice',
      serverSeedHash: 'ab12',
      serverSeed: null,
      clientSeed: 'lucky',
      nonce: 7,
    };
    expect(fairnessLink(seeds, 'es')).toBe(
      '/provably-fair?game=dice&serverSeedHash=ab12&clientSeed=lucky&nonce=7',
    );
    expect(fairnessLink({ ...seeds, serverSeed: 'cd34' }, 'en')).toBe(
      '/en/provably-fair?game=dice&serverSeedHash=ab12&serverSeed=cd34&clientSeed=lucky&nonce=7',
    );
  });

  it('carries a live round’s hash once it ended, and nothing for a round without a proof', () => {
    const chain = { kind: 'chain' as const, game: 'crash', roundNumber: 12, roundHash: 'ef56' };
    expect(fairnessLink(chain, 'es')).toBe('/provably-fair?game=crash&roundHash=ef56');
    expect(fairnessLink({ ...chain, roundHash: null }, 'es')).toBe('/provably-fair?game=crash');
    expect(fairnessLink(null, 'es')).toBeNull();
  });
});
