import { createHmac } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ProviderVerifier, SigningProvider } from '../../http/request-signature';

/**
 * A provider's wallet secret when the operator set none: derived from the server's token secret
 * and the slug, so the built-in house provider needs nothing stored and every provider's secret
 * differs. A third-party provider gets its own in `game_providers.wallet_secret`.
 */
export function deriveProviderSecret(tokenSecret: string, slug: string): string {
  return createHmac('sha256', tokenSecret).update(`seamless-wallet:${slug}`).digest('hex');
}

/** The provider by slug with its secret, or null. Disabled providers may still settle rounds. */
async function findSigningProvider(
  db: Queryable,
  tokenSecret: string,
  slug: string,
): Promise<SigningProvider | null> {
  const { rows } = await db.query<{ id: number; slug: string; wallet_secret: string | null }>(
    'SELECT id, slug, wallet_secret FROM game_providers WHERE slug = $1',
    [slug],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    secret: row.wallet_secret ?? deriveProviderSecret(tokenSecret, row.slug),
  };
}

/** The providers whose secrets sign wallet calls, for the HTTP layer. */
export function createProviderVerifier(db: Queryable, tokenSecret: string): ProviderVerifier {
  return { findSigningProvider: (slug) => findSigningProvider(db, tokenSecret, slug) };
}
