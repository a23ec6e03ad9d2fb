import type { Hono } from 'hono';
import type { CallRequest } from '../../../contract/call';
import type { ErrorBody } from '../../../contract/errors';
import type {
  providerBalance,
  providerBet,
  providerRollback,
  providerWin,
} from '../../../contract/provider/seamless';
import type { Logger } from '../../logger';
import { createSeamlessClient, type SeamlessAnswer, type SeamlessClient } from '../seamless/client';
import { deriveProviderSecret } from '../seamless/providers';

/** A wallet call's outcome: its answer, its refusal, or no answer at all (nothing is known). */
export type WalletOutcome<T> =
  { kind: 'accepted'; body: T } | { kind: 'refused'; refusal: ErrorBody } | { kind: 'unavailable' };

const UNAVAILABLE = { kind: 'unavailable' } as const;

/**
 * The house's side of the seamless wallet: every call signed as the provider the catalogue
 * names for the game, as any third-party provider would make it.
 */
export function createHouseWallet(options: {
  tokenSecret: string;
  logger: Logger;
  fetch: typeof fetch;
  baseUrl: string;
}) {
  // the house serves only providers without a secret of their own (house-session.ts): it signs
  // with the derived one, which needs no database and never changes while the server runs
  const clients = new Map<string, SeamlessClient>();
  function clientFor(providerSlug: string): SeamlessClient {
    let client = clients.get(providerSlug);
    if (!client) {
      client = createSeamlessClient({
        baseUrl: options.baseUrl,
        providerSlug,
        secret: deriveProviderSecret(options.tokenSecret, providerSlug),
        fetch: options.fetch,
      });
      clients.set(providerSlug, client);
    }
    return client;
  }

  async function outcomeOf<T>(
    call: string,
    send: () => Promise<SeamlessAnswer<T>>,
  ): Promise<WalletOutcome<T>> {
    let answer: SeamlessAnswer<T>;
    try {
      answer = await send();
    } catch (error) {
      options.logger.warn('house wallet call got no answer', { call, error });
      return UNAVAILABLE;
    }
    if (answer.ok) return { kind: 'accepted', body: answer.body };
    if (answer.httpStatus >= 500 || typeof answer.body?.code !== 'string') {
      options.logger.warn('house wallet call failed', { call, status: answer.httpStatus });
      return UNAVAILABLE;
    }
    return { kind: 'refused', refusal: answer.body };
  }

  return {
    balance: (provider: string, request: CallRequest<typeof providerBalance>) =>
      outcomeOf('balance', () => clientFor(provider).balance(request)),
    bet: (provider: string, request: CallRequest<typeof providerBet>) =>
      outcomeOf('bet', () => clientFor(provider).bet(request)),
    win: (provider: string, request: CallRequest<typeof providerWin>) =>
      outcomeOf('win', () => clientFor(provider).win(request)),
    rollback: (provider: string, request: CallRequest<typeof providerRollback>) =>
      outcomeOf('rollback', () => clientFor(provider).rollback(request)),
  };
}

export type HouseWallet = ReturnType<typeof createHouseWallet>;

/** This server's wallet API reached in-process through `app` (routing and signature check included). */
export function walletThroughApp(app: Pick<Hono, 'fetch'>): typeof fetch {
  return async (input, init) => app.fetch(new Request(input, init));
}
