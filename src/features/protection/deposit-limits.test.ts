import { describe, expect, it } from 'vitest';
import type { LimitView } from '../../../contract/protection';
import { getDepositLimitsInForce, isDepositLimitMissing } from './deposit-limits';

const limit = (overrides: Partial<LimitView>): LimitView => ({
  type: 'deposit',
  period: 'day',
  amount: null,
  used: 0,
  left: null,
  pending: null,
  ...overrides,
});

describe('deposit limits in the deposit modal', () => {
  it('counts only deposit limits with an amount in force, a pending removal included', () => {
    const limits = [
      limit({ period: 'day' }),
      limit({ period: 'week', amount: 50, left: 50 }),
      limit({
        period: 'month',
        amount: 100,
        left: 100,
        pending: {
          amount: null,
          requestedAt: '2026-01-01T00:00:00Z',
          confirmableAt: '2026-01-02T00:00:00Z',
        },
      }),
      limit({ type: 'loss', period: 'day', amount: 10, left: 10 }),
    ];
    expect(getDepositLimitsInForce(limits).map((each) => each.period)).toEqual(['week', 'month']);
  });

  it('asks for a limit first only where the profile requires one and none is in force', () => {
    const none = [limit({}), limit({ type: 'loss', amount: 10, left: 10 })];
    const one = [limit({ period: 'week', amount: 5, left: 5 })];
    expect(isDepositLimitMissing(true, none)).toBe(true);
    expect(isDepositLimitMissing(true, one)).toBe(false);
    expect(isDepositLimitMissing(false, none)).toBe(false);
  });
});
