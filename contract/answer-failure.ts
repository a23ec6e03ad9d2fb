// How the player app reads an answer that is not a 2xx, in the page (src/lib/api-client.ts) and in
// the service worker's sends of the withdrawal queue (offline-withdrawals.ts).
import { isErrorCode, type ErrorCode } from './errors';

/** What an answer that is not a 2xx says, as the app reads it. */
export interface AnswerFailure {
  code: ErrorCode;
  errors: Record<string, ErrorCode>;
  params: Record<string, string | number>;
}

/** What a failed answer says: its code (a known one, else by HTTP status), fields and values. */
export function failureOfAnswer(
  httpStatus: number,
  json: unknown,
  retryAfter: string | null,
): AnswerFailure {
  const failure = json as {
    code?: unknown;
    errors?: Record<string, ErrorCode>;
    params?: Record<string, string | number>;
  } | null;
  const code = isErrorCode(failure?.code)
    ? failure.code
    : httpStatus === 401
      ? 'unauthorized'
      : httpStatus === 429
        ? 'too_many_requests'
        : 'internal_error';
  const params =
    httpStatus === 429 ? withRetryAfter(failure?.params, retryAfter) : (failure?.params ?? {});
  return { code, errors: failure?.errors ?? {}, params };
}

/** A refusal for too many requests tells in how many seconds to try again (also from a proxy's bare 429). */
function withRetryAfter(
  params: Record<string, string | number> | undefined,
  retryAfter: string | null,
): Record<string, string | number> {
  if (typeof params?.seconds === 'number') return params;
  const seconds = Number(retryAfter);
  return { ...params, seconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60 };
}

/**
 * No answer to go by: lost on the way (`network_error`, `timeout`: the app's codes for those), the
 * server busy with the same key, or failing. Only the same request with the same Idempotency-Key
 * is safe to send again; anything else is the server's answer.
 */
export function isUnansweredFailure(httpStatus: number, code: string): boolean {
  return (
    code === 'network_error' ||
    code === 'timeout' ||
    code === 'request_in_progress' ||
    httpStatus >= 500
  );
}
