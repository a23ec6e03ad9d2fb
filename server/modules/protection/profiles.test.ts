import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';

// What JURISDICTION changes beyond the timing rules (rules.test.ts): reversing withdrawals (uk)
// and a deposit limit before the first deposit (se).
describe('JURISDICTION=uk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { JURISDICTION: 'uk' } });
  });
  afterAll(() => server.close());

  it('offers no withdrawal reversal and refuses one', async () => {
    expect((await server.call('getSetting')).body.setting.allow_withdrawal_cancel).toBe(false);
    const player = await server.register();
    const answer = await server.call(
      'cancelWithdrawalRequest',
      { playerId: player.playerId, transactionId: 1 },
      { token: player.token },
    );
    expect([answer.httpStatus, answer.body.code]).toEqual([403, 'withdrawal_cancel_disabled']);
    const status = await server.call(
      'getProtectionStatus',
      { playerId: player.playerId },
      { token: player.token },
    );
    expect(status.body.rules).toEqual({
      jurisdiction: 'uk',
      increaseCoolingOffHours: 24,
      limitsRequiredBeforeDeposit: false,
      showSessionTime: true,
      allowWithdrawalCancel: false,
      indefiniteExclusionReviewDays: null,
    });
  });
});

describe('JURISDICTION=se', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { JURISDICTION: 'se' } });
  });
  afterAll(() => server.close());

  it('shows no deposit address before a deposit limit is set', async () => {
    const player = await server.register();
    const address = () =>
      server.call('generateWallet', { player_id: player.playerId }, { token: player.token });
    const refused = await address();
    expect([refused.httpStatus, refused.body.code]).toEqual([409, 'deposit_limit_required']);
    await server.call(
      'setLimit',
      { playerId: player.playerId, type: 'wager', period: 'day', amount: 10 },
      { token: player.token },
    );
    expect((await address()).httpStatus).toBe(409);
    await server.call(
      'setLimit',
      { playerId: player.playerId, type: 'deposit', period: 'month', amount: 100 },
      { token: player.token },
    );
    expect((await address()).httpStatus).toBe(200);
  });

  it('keeps an increase pending 72 hours at least', async () => {
    const player = await server.register();
    const set = (amount: number) =>
      server.call(
        'setLimit',
        { playerId: player.playerId, type: 'deposit', period: 'day', amount },
        { token: player.token },
      );
    await set(10);
    const raised = await set(20);
    const { requestedAt, confirmableAt } = raised.body.limit.pending;
    expect(Date.parse(confirmableAt) - Date.parse(requestedAt)).toBe(72 * 60 * 60 * 1000);
  });
});
