import type { ErrorCode } from '../../contract/errors';
import { ApiFailure } from './api-client';

/** The server's field codes of a refused call, if any. */
export function failureFieldErrors(error: unknown): Record<string, ErrorCode> {
  return error instanceof ApiFailure ? error.errors : {};
}
