import { describe, expect, it } from 'vitest';
import { api } from '../api';
import { AUDIT_ACTIONS, SIGN_IN_FAILURES } from './audit-actions';

describe('the audit log kinds', () => {
  it('name calls that exist, or a failed sign-in', () => {
    const paths = new Set(Object.values(api).map((call) => call.path));
    const unknown = AUDIT_ACTIONS.filter(
      (action) => !paths.has(action) && !(SIGN_IN_FAILURES as readonly string[]).includes(action),
    );
    expect(unknown).toEqual([]);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });
});
