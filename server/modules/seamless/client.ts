import { createHmac } from 'node:crypto';
import type { CallRequest, CallResponse } from '../../../contract/call';
import type { ErrorBody } from '../../../contract/errors';
import {
  PROVIDER_HEADER,
  providerBalance,
  providerBet,
  providerRollback,
  providerWin,
} from '../../../contract/provider/seamless';
import { SIGNATURE_HEADER } from '../../../contract/processor/deposits';

/** A wallet answer: the call's response, or the refusal (e.g. `insufficient_funds` with the balance). */
export type SeamlessAnswer<T> =
  { ok: true; httpStatus: number; body: T } | { ok: false; httpStatus: number; body: ErrorBody };

export interface SeamlessClientOptions {
  /** The platform's origin, e.g. `http://127.0.0.1:3000`. */
  baseUrl: string;
  providerSlug: string;
  secret: string;
  fetch?: typeof fetch;
}

/** Signs `body` as the wallet expects: hex HMAC-SHA256 of the exact bytes sent. */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * A provider's side of the seamless wallet over HTTP, as a third-party provider would call it:
 * the built-in house games use only this to move money.
 */
export function createSeamlessClient(options: SeamlessClientOptions) {
  const send = options.fetch ?? fetch;
  async function post<T>(path: string, request: object): Promise<SeamlessAnswer<T>> {
    const body = JSON.stringify(request);
    const response = await send(new URL(`/api/${path}`, options.baseUrl), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [PROVIDER_HEADER]: options.providerSlug,
        [SIGNATURE_HEADER]: signBody(body, options.secret),
      },
      body,
    });
    const answer = (await response.json()) as T | ErrorBody;
    return response.ok
      ? { ok: true, httpStatus: response.status, body: answer as T }
      : { ok: false, httpStatus: response.status, body: answer as ErrorBody };
  }
  return {
    balance: (request: CallRequest<typeof providerBalance>) =>
      post<CallResponse<typeof providerBalance>>(providerBalance.path, request),
    bet: (request: CallRequest<typeof providerBet>) =>
      post<CallResponse<typeof providerBet>>(providerBet.path, request),
    win: (request: CallRequest<typeof providerWin>) =>
      post<CallResponse<typeof providerWin>>(providerWin.path, request),
    rollback: (request: CallRequest<typeof providerRollback>) =>
      post<CallResponse<typeof providerRollback>>(providerRollback.path, request),
  };
}

export type SeamlessClient = ReturnType<typeof createSeamlessClient>;
