// Calls signed with an HMAC of the body instead of a token: the payment processor's callbacks
// and the game providers' wallet calls. Providers are found through ProviderVerifier, which the
// seamless module implements (server/http imports no module; createApp hands it in).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { PROVIDER_HEADER } from '../../contract/provider/seamless';
import { SIGNATURE_HEADER } from '../../contract/processor/deposits';
import { ApiError } from './api-error';

/** The game provider whose secret signed a wallet call. */
export interface SigningProvider {
  id: number;
  slug: string;
  secret: string;
}

export interface ProviderVerifier {
  /** The provider by slug with its wallet secret, or null. */
  findSigningProvider(slug: string): Promise<SigningProvider | null>;
}

/** Refuses a body whose `X-Signature` is not its HMAC-SHA256 under `secret` (401). */
export function verifySignature(c: Context, body: string, secret: string): void {
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(c.req.header(SIGNATURE_HEADER) ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(401, 'invalid_signature');
  }
}

/** A game provider named by `X-Provider` whose secret signed the body; an unknown one looks the same as a bad signature. */
export async function authenticateProvider(
  c: Context,
  providers: ProviderVerifier,
  body: string,
): Promise<SigningProvider> {
  const slug = c.req.header(PROVIDER_HEADER) ?? '';
  const provider = slug ? await providers.findSigningProvider(slug) : null;
  if (!provider) throw new ApiError(401, 'invalid_signature');
  verifySignature(c, body, provider.secret);
  return provider;
}
