import type * as v from 'valibot';
import { isErrorCode, type ErrorCode } from './errors';

/** The code of a wrong value whose failing check names no code (a schema gave no message). */
export const DEFAULT_FIELD_CODE = 'invalid_value' satisfies ErrorCode;

/** The field an issue is about: its path as dotted keys (`country_black_list.2`), `_` for the whole input. */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  return issue.path?.length ? issue.path.map((item) => String(item.key)).join('.') : '_';
}

/** A key absent from the object: valibot reports it with the object's message, not the field's. */
function isMissingKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.type === 'object' && issue.input === undefined && (issue.path?.length ?? 0) > 0;
}

/**
 * Each failing field with its code, the first issue of a field winning: `field_required` for a
 * missing key, the issue's message when it is a code, else DEFAULT_FIELD_CODE. The server answers
 * with it and the forms show it, so a field reads the same wherever it was checked.
 */
export function fieldCodes(issues: readonly v.BaseIssue<unknown>[]): Record<string, ErrorCode> {
  const codes: Record<string, ErrorCode> = {};
  for (const issue of issues) {
    const code = isMissingKey(issue)
      ? 'field_required'
      : isErrorCode(issue.message)
        ? issue.message
        : DEFAULT_FIELD_CODE;
    codes[fieldOf(issue)] ??= code;
  }
  return codes;
}
