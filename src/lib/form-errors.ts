import type * as v from 'valibot';
import { isErrorCode, type ErrorCode } from '../../contract/errors';
import { ApiFailure } from './api-client';

/** Field codes of a failed valibot check, by the first key of each issue's path. */
export function issuesToFieldErrors(
  issues: readonly v.BaseIssue<unknown>[],
): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  for (const issue of issues) {
    const field = String(issue.path?.[0]?.key ?? '_');
    errors[field] ??= isErrorCode(issue.message) ? issue.message : 'field_required';
  }
  return errors;
}

/** The server's field codes of a refused call, if any. */
export function failureFieldErrors(error: unknown): Record<string, ErrorCode> {
  return error instanceof ApiFailure ? error.errors : {};
}
