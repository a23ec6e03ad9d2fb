import type { Call, CallRequest, CallResponse } from '../../../contract/call';
import { HTTP_TIMEOUT_MS } from '../../../contract/constants';
import type { ErrorCode } from '../../../contract/errors';
import {
  ApiFailure as SharedApiFailure,
  isFailure as isSharedFailure,
  readAnswer,
  sendCall,
  type TransportFailureCode,
} from '../../../shared/api-client';
import { getStaffSession, setStaffSession } from './staff-session';

/** What went wrong on the way: no answer, none in time, or an answer the contract does not allow. */
export type ClientFailureCode = TransportFailureCode;
export type FailureCode = ErrorCode | ClientFailureCode;

/** A call of the back-office that did not succeed: the one failure type of the three apps. */
export type ApiFailure = SharedApiFailure<FailureCode, ErrorCode>;
export const ApiFailure = SharedApiFailure;

export const isFailure: (error: unknown, code: FailureCode) => boolean = isSharedFailure;

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
  const response = await sendCall(call, body, { base: '/api/', token, timeoutMs: HTTP_TIMEOUT_MS });
  if (response.status === 401 && token) setStaffSession(null);
  return readAnswer(call, response);
}
