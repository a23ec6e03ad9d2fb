import type { CallRequest } from '../../../contract/call';
import type { ErrorBody } from '../../../contract/errors';
import type {
  providerBalance,
  providerBet,
  providerRollback,
  providerWin,
} from '../../../contract/seamless';
import type { Queryable } from '../../db/database';
import type { Logger } from '../../logger';
import { createSeamlessClient, type SeamlessAnswer } from '../seamless/client';
import { findSigningProvider } from '../seamless/providers';

/** A wallet call's outcome: its answer, its refusal, or no answer at all (nothing is known). */
export type WalletOutcome<T> =
  { kind: 'accepted'; body: T } | { kind: 'refused'; refusal: ErrorBody } | { kind: 'unavailable' };

const UNAVAILABLE = { kind: 'unavailable' } as const;

/**
 * The house's side of the seamless wallet: every call signed as the provider the catalogue
 * names for the game, as any third-party provider would make it.
 */
export function createHouseWallet(options: {
  db: Queryable;
  tokenSecret: string;
  logger: Logger;
  fetch: typeof fetch;
  baseUrl: string;
}) {
  async function clientFor(providerSlug: string) {
    const provider = await findSigningProvider(options.db, options.tokenSecret, providerSlug);
    if (!provider) {
      options.logger.error('house game of an unknown provider', { providerSlug });
      return null;
    }
    return createSeamlessClient({
      baseUrl: options.baseUrl,
      providerSlug,
      secret: provider.secret,
      fetch: options.fetch,
    });
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
    async balance(provider: string, request: CallRequest<typeof providerBalance>) {
      const client = await clientFor(provider);
      return client ? outcomeOf('balance', () => client.balance(request)) : UNAVAILABLE;
    },
    async bet(provider: string, request: CallRequest<typeof providerBet>) {
      const client = await clientFor(provider);
      return client ? outcomeOf('bet', () => client.bet(request)) : UNAVAILABLE;
    },
    async win(provider: string, request: CallRequest<typeof providerWin>) {
      const client = await clientFor(provider);
      return client ? outcomeOf('win', () => client.win(request)) : UNAVAILABLE;
    },
    async rollback(provider: string, request: CallRequest<typeof providerRollback>) {
      const client = await clientFor(provider);
      return client ? outcomeOf('rollback', () => client.rollback(request)) : UNAVAILABLE;
    },
  };
}

export type HouseWallet = ReturnType<typeof createHouseWallet>;
