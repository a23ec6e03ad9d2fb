import * as v from 'valibot';
import type { Call, CallRequest, CallResponse } from '../../../contract/call';
import { HTTP_TIMEOUT_MS } from '../../../contract/constants';
import { isErrorCode, type ErrorCode } from '../../../contract/errors';
import { getStaffSession, setStaffSession } from './staff-session';

/** What went wrong on the way: no answer, none in time, or an answer the contract does not allow. */
export type ClientFailureCode = 'network_error' | 'timeout' | 'bad_response';
export type FailureCode = ErrorCode | ClientFailureCode;

/** A call that did not succeed: the server's code, or what went wrong on the way. */
export class ApiFailure extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: FailureCode,
    readonly errors: Record<string, ErrorCode> = {},
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export function isFailure(error: unknown, code: FailureCode): boolean {
  return error instanceof ApiFailure && error.code === code;
}

/**
 * Calls the API with the staff token, as the contract defines the call; the answer is checked
 * against it. A 401 ends the session here (staff tokens are not refreshed: they sign in again),
 * and the app, subscribed to the session, goes back to sign-in.
 */
export async function callStaffApi<C extends Call>(
  call: C,
  body?: CallRequest<C>,
): Promise<CallResponse<C>> {
  const token = getStaffSession()?.token;
  let response: Response;
  try {
    response = await fetch(`/api/${call.path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiFailure(0, timedOut ? 'timeout' : 'network_error');
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && token) setStaffSession(null);
    const failure = json as {
      code?: unknown;
      errors?: Record<string, ErrorCode>;
      params?: Record<string, string | number>;
    } | null;
    const code = isErrorCode(failure?.code)
      ? failure.code
      : response.status === 401
        ? 'unauthorized'
        : 'internal_error';
    throw new ApiFailure(response.status, code, failure?.errors, failure?.params);
  }
  const parsed = v.safeParse(call.response, json);
  if (!parsed.success) throw new ApiFailure(response.status, 'bad_response');
  return parsed.output as CallResponse<C>;
}
