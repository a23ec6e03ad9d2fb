import type { Lang } from '../format';

/**
 * A live round's link to the platform's verifier (its live mode), filled with the round's hash
 * and the table's salt: the verifier recomputes the result in the browser, and checks the link to
 * the chain once it has the previous round's hash (it can look the round up by number).
 */
export function liveVerifierPath(
  lang: Lang,
  round: { engine: string; hash: string | null },
  salt?: string,
): string {
  const query = new URLSearchParams({
    game: round.engine,
    ...(round.hash ? { roundHash: round.hash } : {}),
    ...(salt ? { salt } : {}),
  });
  return `${lang === 'en' ? '/en' : ''}/provably-fair?${query.toString()}`;
}
