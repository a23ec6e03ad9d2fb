import type { Lang } from '../format';

/**
 * A live round's link to the platform's verifier, which asks the round's proof (live/round_proof)
 * by table and round index and checks the hash, its link to the chain and the result.
 */
export function liveVerifierPath(
  lang: Lang,
  round: { table: string; engine: string; index: number; hash: string | null },
): string {
  const query = new URLSearchParams({
    game: round.engine,
    table: round.table,
    round: String(round.index),
    ...(round.hash ? { hash: round.hash } : {}),
  });
  return `${lang === 'en' ? '/en' : ''}/provably-fair?${query.toString()}`;
}
