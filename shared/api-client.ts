// The one API client of the three browser apps (the player app, the house games, the back-office):
// how a call of the contract is sent, how its answer is read, and the one failure type. Each app
// adds what is its own around it: the player app refreshes an expired token and signs out
// (src/lib/api-client.ts), the back-office ends a staff session on a 401
// (admin/src/lib/api-client.ts), the house games read a refusal as a problem to show
// (house/src/api.ts).
import * as v from 'valibot';
import { failureOfAnswer } from '../contract/answer-failure';
import type { Call, CallRequest, CallResponse } from '../contract/call';
import { IDEMPOTENCY_HEADER } from '../contract/constants';

/** What went wrong on the way: no answer, no answer in time, an answer the contract does not allow. */
export type TransportFailureCode = 'network_error' | 'timeout' | 'bad_response';

/**
 * A call that did not succeed: the server's code (a message key each app words), or what went
 * wrong on the way; with the server's code per request field and the values its message needs.
 */
export class ApiFailure<
  Code extends string = string,
  FieldCode extends string = string,
> extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: Code,
    readonly errors: Record<string, FieldCode> = {},
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

/** Whether `error` is a failed call with that code. */
export function isFailure(error: unknown, code: string): boolean {
  return error instanceof ApiFailure && error.code === code;
}

export interface SendOptions {
  /** Where the calls' paths start: `/api/`, `/house/api/`. */
  base: string;
  /** A bearer token for `Authorization`, if any. */
  token?: string | null;
  /** The `Idempotency-Key` of a call that moves money (its retries send the same one). */
  idempotencyKey?: string;
  /** Cancels the call (an `AbortError` is thrown as it is, not as a failure). */
  signal?: AbortSignal;
  /** No answer by then is a `timeout` failure; none: the browser's own. */
  timeoutMs?: number;
}

/** Sends a call as the contract defines it; no answer at all is an `ApiFailure` (network, timeout). */
export async function sendCall<C extends Call>(
  call: C,
  body: CallRequest<C> | undefined,
  options: SendOptions,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  if (call.method === 'POST') headers['Content-Type'] = 'application/json';
  const signals = [
    ...(options.timeoutMs === undefined ? [] : [AbortSignal.timeout(options.timeoutMs)]),
    ...(options.signal ? [options.signal] : []),
  ];
  try {
    return await fetch(`${options.base}${call.path}`, {
      method: call.method,
      headers,
      credentials: 'same-origin',
      ...(signals.length > 0 && { signal: AbortSignal.any(signals) }),
      ...(call.method === 'POST' && { body: JSON.stringify(body ?? {}) }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new ApiFailure(0, 'timeout');
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiFailure(0, 'network_error');
  }
}

/** What a refused answer says: its code, the code per request field, the values its message needs. */
export interface Refusal {
  code: string;
  errors: Record<string, string>;
  params: Record<string, string | number>;
}

export interface ReadOptions {
  /** Whether the answer is the call's success (by default a 2xx). */
  isAccepted?: (response: Response, json: unknown) => boolean;
  /** What a refused answer says (by default the contract's reading, `failureOfAnswer`). */
  readRefusal?: (httpStatus: number, json: unknown, retryAfter: string | null) => Refusal;
}

/**
 * The call's answer, checked against its response schema; a refusal is an `ApiFailure` with the
 * server's code, an answer the contract does not allow one with `bad_response`.
 */
export async function readAnswer<C extends Call>(
  call: C,
  response: Response,
  options: ReadOptions = {},
): Promise<CallResponse<C>> {
  const { isAccepted = (answer) => answer.ok, readRefusal = failureOfAnswer } = options;
  const json: unknown = await response.json().catch(() => null);
  if (!isAccepted(response, json)) {
    const failure = readRefusal(response.status, json, response.headers.get('Retry-After'));
    throw new ApiFailure(response.status, failure.code, failure.errors, failure.params);
  }
  const parsed = v.safeParse(call.response, json);
  if (!parsed.success) throw new ApiFailure(response.status, 'bad_response');
  return parsed.output as CallResponse<C>;
}
