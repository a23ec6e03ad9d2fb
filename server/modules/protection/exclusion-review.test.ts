import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../clock';
import {
  createStaff,
  createTestServer,
  signStaffInAgain,
  type TestServer,
} from '../../testing/harness';

// Malta: an indefinite self-exclusion is lifted only on the player's reasoned request, by an
// operator, once 7 days' review have passed; every other profile never lifts it.
const DAY = 24 * 60 * 60 * 1000;
const REASON = 'I have had treatment and want my account back';

async function excludedIndefinitely(server: TestServer) {
  const player = await server.register();
  const taken = await server.call(
    'takeBreak',
    { playerId: player.playerId, kind: 'self_exclusion', duration: 'indefinite' },
    { token: player.token },
  );
  expect(taken.httpStatus).toBe(200);
  // the exclusion ended every session: the player signs in again to ask
  const token = await server.login(player.username, player.password);
  return { ...player, token };
}

describe('JURISDICTION=mt', () => {
  let server: TestServer;
  let clock: ReturnType<typeof createTestClock>;
  beforeAll(async () => {
    server = await createTestServer({ env: { JURISDICTION: 'mt' } });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    clock = createTestClock();
    server.deps.clock = clock;
  });

  const ask = (player: { playerId: number; token: string }, reason = REASON) =>
    server.call(
      'requestExclusionReview',
      { playerId: player.playerId, reason },
      { token: player.token },
    );

  it('lifts a reviewed exclusion from 7 days after the request, not before, with its audit entry', async () => {
    const player = await excludedIndefinitely(server);
    const asked = await ask(player);
    expect(asked.httpStatus).toBe(200);
    const grantableAt = asked.body.review.grantableAt as string;
    expect(Date.parse(grantableAt) - Date.parse(asked.body.review.requestedAt)).toBe(7 * DAY);
    expect(asked.body.review.reason).toBe(REASON);
    const asking = await server.call(
      'getProtectionStatus',
      { playerId: player.playerId },
      { token: player.token },
    );
    expect(asking.body.rules.indefiniteExclusionReviewDays).toBe(7);
    expect(asking.body.exclusionReview).toEqual(asked.body.review);

    const staff = await createStaff(server.deps);
    // the back-office's player page reads the request with the player's protection
    const read = await server.call(
      'adminGetPlayerProtection',
      { player: player.playerId },
      { token: staff.token },
    );
    expect(read.body.exclusionReview).toEqual(asked.body.review);
    // the member signs in on the day they lift it (a session lasts hours, not days)
    const lift = async () =>
      server.call(
        'adminLiftExclusion',
        { player: player.playerId, reason: 'Reviewed with the player' },
        { token: (await signStaffInAgain(server.deps, staff)).token },
      );
    clock.advance(7 * DAY - 60_000);
    const early = await lift();
    expect([early.httpStatus, early.body.code]).toEqual([409, 'exclusion_review_too_early']);
    expect(early.body.params).toEqual({ grantableAt });
    const stillExcluded = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    expect(stillExcluded.body.code).toBe('self_excluded');

    clock.advance(60_000);
    const lifted = await lift();
    expect(lifted.httpStatus, JSON.stringify(lifted.body)).toBe(200);
    expect(lifted.body.review).toMatchObject({ grantableAt, reason: REASON });
    const status = await server.call(
      'getProtectionStatus',
      { playerId: player.playerId },
      { token: player.token },
    );
    expect(status.body.break).toBeNull();
    expect(status.body.exclusionReview).toBeNull();
    const address = await server.call(
      'generateWallet',
      { player_id: player.playerId },
      { token: player.token },
    );
    expect(address.httpStatus).toBe(200);

    const { rows } = await server.db.query<{ staff_id: number; reason: string; after: unknown }>(
      `SELECT staff_id, reason, after FROM audit_log WHERE action = $1 AND player_id = $2`,
      ['admin/protection/lift_exclusion', player.playerId],
    );
    expect(rows).toEqual([
      { staff_id: staff.staffId, reason: 'Reviewed with the player', after: { break: null } },
    ]);
    // once lifted there is nothing left to lift
    expect((await lift()).body.code).toBe('exclusion_review_not_requested');
  });

  it('keeps the first request: asking again neither restarts nor rewrites the review', async () => {
    const player = await excludedIndefinitely(server);
    const first = await ask(player);
    clock.advance(3 * DAY);
    const again = await ask(player, 'Another reason');
    expect([again.httpStatus, again.body.code]).toEqual([409, 'exclusion_review_pending']);
    expect(again.body.params).toEqual({ grantableAt: first.body.review.grantableAt });
  });

  it('is offered only for an indefinite self-exclusion in force', async () => {
    const player = await server.register();
    expect((await ask(player)).body.code).toBe('exclusion_review_unavailable');
    await server.call(
      'takeBreak',
      { playerId: player.playerId, kind: 'self_exclusion', duration: '6m' },
      { token: player.token },
    );
    const token = await server.login(player.username, player.password);
    const answer = await ask({ playerId: player.playerId, token });
    expect([answer.httpStatus, answer.body.code]).toEqual([403, 'exclusion_review_unavailable']);
  });

  it('is not lifted without a request, nor by a role without the permission', async () => {
    const player = await excludedIndefinitely(server);
    const admin = await createStaff(server.deps);
    const unasked = await server.call(
      'adminLiftExclusion',
      { player: player.playerId, reason: 'No request' },
      { token: admin.token },
    );
    expect([unasked.httpStatus, unasked.body.code]).toEqual([
      409,
      'exclusion_review_not_requested',
    ]);

    await ask(player);
    clock.advance(8 * DAY);
    const support = await createStaff(server.deps, ['support']);
    const refused = await server.call(
      'adminLiftExclusion',
      { player: player.playerId, reason: 'Not mine to lift' },
      { token: support.token },
    );
    expect([refused.httpStatus, refused.body.code]).toEqual([403, 'forbidden']);
    const risk = await createStaff(server.deps, ['risk']);
    const granted = await server.call(
      'adminLiftExclusion',
      { player: player.playerId, reason: 'Reviewed by risk' },
      { token: risk.token },
    );
    expect(granted.httpStatus).toBe(200);
  });

  it('lists the requests waiting across players, oldest first, until each is lifted', async () => {
    const risk = await createStaff(server.deps, ['risk']);
    const list = async () => {
      // the member signs in when they read it (the clock moves on by days)
      const answer = await server.call(
        'adminGetExclusionReviews',
        { itemsPerPage: 100 },
        { token: (await signStaffInAgain(server.deps, risk)).token },
      );
      expect(answer.httpStatus).toBe(200);
      expect(answer.body.reviewDays).toBe(7);
      expect(answer.body.count).toBe(answer.body.rows.length);
      return answer.body.rows as {
        playerId: number;
        username: string;
        requestedAt: string;
        grantableAt: string;
        reason: string;
        isGrantable: boolean;
      }[];
    };
    const first = await excludedIndefinitely(server);
    const second = await excludedIndefinitely(server);
    const silent = await excludedIndefinitely(server);
    expect((await ask(first, 'First reason')).httpStatus).toBe(200);
    clock.advance(DAY);
    expect((await ask(second, 'Second reason')).httpStatus).toBe(200);

    const ours = (rows: Awaited<ReturnType<typeof list>>) =>
      rows.filter((row) =>
        [first, second, silent].some((player) => player.playerId === row.playerId),
      );
    const waiting = ours(await list());
    expect(waiting.map((row) => [row.username, row.reason, row.isGrantable])).toEqual([
      [first.username, 'First reason', false],
      [second.username, 'Second reason', false],
    ]);
    expect(Date.parse(waiting[0]?.grantableAt ?? '')).toBe(
      Date.parse(waiting[0]?.requestedAt ?? '') + 7 * DAY,
    );
    const requested = (await list()).map((row) => row.requestedAt);
    expect(requested).toEqual([...requested].sort());

    // the first request's review has run; the second's has a day to go
    clock.advance(6 * DAY);
    expect(ours(await list()).map((row) => row.isGrantable)).toEqual([true, false]);
    const admin = await createStaff(server.deps);
    const lifted = await server.call(
      'adminLiftExclusion',
      { player: first.playerId, reason: 'Reviewed' },
      { token: admin.token },
    );
    expect(lifted.httpStatus).toBe(200);
    expect(ours(await list()).map((row) => row.playerId)).toEqual([second.playerId]);

    // reading only, for the roles that review: support may not
    const support = await createStaff(server.deps, ['support']);
    const refused = await server.call('adminGetExclusionReviews', {}, { token: support.token });
    expect([refused.httpStatus, refused.body.code]).toEqual([403, 'forbidden']);
    const asPlayer = await server.call('adminGetExclusionReviews', {}, { token: second.token });
    expect(asPlayer.httpStatus).toBe(403);
  });
});

describe('JURISDICTION=default', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('never lifts an indefinite self-exclusion', async () => {
    const player = await excludedIndefinitely(server);
    const asked = await server.call(
      'requestExclusionReview',
      { playerId: player.playerId, reason: REASON },
      { token: player.token },
    );
    expect([asked.httpStatus, asked.body.code]).toEqual([403, 'exclusion_review_unavailable']);
    const admin = await createStaff(server.deps);
    const lifted = await server.call(
      'adminLiftExclusion',
      { player: player.playerId, reason: 'Not allowed here' },
      { token: admin.token },
    );
    expect([lifted.httpStatus, lifted.body.code]).toEqual([403, 'exclusion_review_unavailable']);
    const reviews = await server.call('adminGetExclusionReviews', {}, { token: admin.token });
    expect(reviews.body).toEqual({ status: 1, reviewDays: null, rows: [], count: 0 });
  });
});
