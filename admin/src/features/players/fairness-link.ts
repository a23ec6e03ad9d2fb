import type { PlayerCasinoBet } from '../../../../contract/operator/player-bets';

/**
 * The player app's verifier (`/provably-fair`, src/routes) filled with a round's proof: a house
 * game's seeds and nonce (the server seed once revealed), or a live round's hash; in the
 * back-office's language. null for a round with no proof (another provider's game).
 */
export function fairnessLink(fairness: PlayerCasinoBet['fairness'], locale: string): string | null {
  if (!fairness) return null;
  const query = new URLSearchParams({ game: fairness.game });
  if (fairness.kind === 'seeds') {
    query.set('serverSeedHash', fairness.serverSeedHash);
    if (fairness.serverSeed) query.set('serverSeed', fairness.serverSeed);
    query.set('clientSeed', fairness.clientSeed);
    query.set('nonce', String(fairness.nonce));
  } else if (fairness.roundHash) {
    query.set('roundHash', fairness.roundHash);
  }
  return `${locale === 'en' ? '/en' : ''}/provably-fair?${query.toString()}`;
}
