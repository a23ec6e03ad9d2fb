import type { Call, CallRequest, CallResponse } from '../../contract/call';
import { HTTP_TIMEOUT_MS } from '../../contract/constants';
import type { ErrorCode } from '../../contract/errors';
import {
  ApiFailure as SharedApiFailure,
  readAnswer,
  sendCall,
  type TransportFailureCode,
} from '../../shared/api-client';
import { session, setToken } from './session';

const API_BASE = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/**
 * What went wrong on the way: no answer, no answer in time, an answer the contract does not allow;
 * or what the app refuses before asking: a bet placed offline (odds move, a bet is never queued),
 * a favourite changed offline (the offline queue carries withdrawals only);
 * or a passkey the browser did not give (cancelled, none on the device, not supported).
 */
export type ClientFailureCode =
  TransportFailureCode | 'offline_bet_refused' | 'offline_favourite_refused' | 'passkey_cancelled';
export type FailureCode = ErrorCode | ClientFailureCode;

/** A call of the player app that did not succeed: the one failure type of the three apps. */
export type ApiFailure = SharedApiFailure<FailureCode, ErrorCode>;
export const ApiFailure = SharedApiFailure;

let onSignedOut: () => void = () => undefined;
/** What happens when the session ends on a 401 (the app goes home). */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

interface CallOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * A call's definition loaded when it is first made (`() => import('contract/x').then((m) => m.y)`):
 * code that every page loads but only a signed-in player runs (the player, the balance, the
 * protection status) does not pull that part of the contract into the first load.
 */
export type LazyCall<C extends Call> = () => Promise<C>;

/** Calls the API as the contract defines it; the answer is checked against the contract. */
export async function callApi<C extends Call>(
  callOrLoader: C | LazyCall<C>,
  body?: CallRequest<C>,
  options: CallOptions = {},
): Promise<CallResponse<C>> {
  const call = typeof callOrLoader === 'function' ? await callOrLoader() : callOrLoader;
  let response = await send(call, body, options);
  if (response.status === 401 && session.get().token && call.path !== 'front/auth/refresh') {
    // the access token expired: refresh it silently once, then sign out if that fails too
    if (await refreshToken()) response = await send(call, body, options);
    if (response.status === 401) {
      setToken(null);
      onSignedOut();
    }
  }
  return readAnswer(call, response);
}

/** What a failed call says: its code and the values its message needs. */
export type Failure = Pick<ApiFailure, 'code' | 'params'>;

/** The failure of a failed call; anything else (e.g. no connection) is a network error. */
export function failureOf(error: unknown): Failure {
  return error instanceof ApiFailure ? error : { code: 'network_error', params: {} };
}

function send<C extends Call>(
  call: C,
  body: CallRequest<C> | undefined,
  options: CallOptions,
): Promise<Response> {
  return sendCall(call, body, {
    ...options,
    base: `${API_BASE}/`,
    token: session.get().token,
    timeoutMs: HTTP_TIMEOUT_MS,
  });
}

let refreshing: Promise<boolean> | undefined;
/** Trades the refresh cookie for a new access token (one exchange at a time); false when it fails. */
export function refreshToken(): Promise<boolean> {
  refreshing ??= fetch(`${API_BASE}/front/auth/refresh`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
    .then(async (response) => {
      if (!response.ok) return false;
      const { accessToken } = (await response.json()) as { accessToken: string };
      setToken(accessToken);
      return true;
    })
    .catch(() => false)
    .finally(() => (refreshing = undefined));
  return refreshing;
}
