import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isSessionTimeUp, protectionQueries } from './protection-queries';

const STARTED = '2026-11-27T10:00:00.000Z';
const MINUTE = 60_000;

/** A query client holding the status the app last loaded, with this session time limit. */
function clientWithLimit(sessionLimitMinutes: number | null, sessionStartedAt: string | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(protectionQueries.status(7).queryKey, {
    status: 1,
    rules: {
      jurisdiction: 'default',
      increaseCoolingOffHours: 24,
      limitsRequiredBeforeDeposit: false,
      showSessionTime: false,
      allowWithdrawalCancel: true,
      indefiniteExclusionReviewDays: null,
    },
    limits: [],
    break: null,
    realityCheck: { intervalMinutes: null, sessionLimitMinutes },
    sessionStartedAt,
    sessionNet: 0,
    previousLoginAt: null,
    netDeposits: { lifetime: 0, last12Months: 0 },
    heldDeposits: 0,
    exclusionReview: null,
  });
  return queryClient;
}

describe('isSessionTimeUp', () => {
  const start = Date.parse(STARTED);

  it('is true once the session has lasted its limit', () => {
    const queryClient = clientWithLimit(60, STARTED);
    expect(isSessionTimeUp(queryClient, start + 59 * MINUTE)).toBe(false);
    expect(isSessionTimeUp(queryClient, start + 60 * MINUTE)).toBe(true);
  });

  it('is false without a limit, a known session start or any status', () => {
    expect(isSessionTimeUp(clientWithLimit(null, STARTED), start + 1000 * MINUTE)).toBe(false);
    expect(isSessionTimeUp(clientWithLimit(60, null), start + 1000 * MINUTE)).toBe(false);
    expect(isSessionTimeUp(new QueryClient(), start)).toBe(false);
  });
});
