import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOUSE_API_BASE } from '../../contract/house-page/house';
import { createLiveTestKit, satoshis } from '../../server/testing/live/live-test-kit';
import {
  bettingRound,
  expectMoneyExact,
  PATIENCE,
  settledByTakeover,
} from '../../server/testing/live/takeover-test-kit';
import { TEST_DB_KIND } from '../../server/testing/harness';
import {
  holderAndStandby,
  killHard,
  leaseFence,
  lockCash,
  stopProcesses,
  waitingForLock,
} from './kill-kit';

// `kill -9` of the process running the rounds (kill-kit.ts: two real server processes on the
// test's PostgreSQL database), between Crash cash-outs it decided and their credit, and during a
// Live Roulette spin: the second process takes over, each cash-out credited once at its own
// multiplier, every chip refunded once. kill-crash.test.ts has the kills during betting and climb.
afterEach(stopProcesses);

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  'kill -9 of the process running the rounds (PostgreSQL only: the processes share its database)',
  () => {
    it('between cash-outs it decided and their credit: the new holder credits each once, at its own multiplier', async () => {
      // rounds that climb past 2x and not for long (5x about 27 s), known to the test from their rows
      const fits = (bust: number) => bust >= 2 && bust <= 5;
      const { node, holder, kit } = await holderAndStandby(fits);
      const player = await kit.newPlayer(20);
      const round = await bettingRound(node, 4_000, { busting: fits });
      // one bet the holder cashes out itself at its target, one cashed out by hand through the
      // holder's process: both credits are the holder's (a call's node pays its own cash-out)
      const body = { roundId: round.id, kind: 'main', amount: 2 };
      await kit.play(player, 'crash/bet', { ...body, autoCashOut: 1.01 });
      await kit.play(player, 'crash/bet', body);
      const { rows: placed } = await node.db.query<{ id: string }>(
        'SELECT id FROM live_bets WHERE round_id = $1 ORDER BY auto_cash_out NULLS LAST',
        [round.id],
      );
      const [autoId, byHandId] = placed.map((row) => row.id);
      /** The player's two bets, the auto one first. */
      const twoBets = async () => {
        const bets = await kit.betsOf(player);
        return [autoId, byHandId].map((id) => bets.find((row) => row.id === id));
      };
      const release = await lockCash(node, player);
      await vi.waitFor(async () => {
        expect((await kit.reload(round.id)).phase).toBe('running');
      }, PATIENCE);
      const cashOut = fetch(`${holder.url}${HOUSE_API_BASE}live/crash/cash_out`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: player.token, game: player.game, betId: byHandId }),
      }).catch((error: unknown) => error);
      // both decided, neither credited: the holder's two wins wait for the player's cash
      await vi.waitFor(async () => {
        const bets = await twoBets();
        expect(bets.map((row) => [row?.state, row?.wallet_done])).toEqual([
          ['cashed-out', false],
          ['cashed-out', false],
        ]);
        expect(await waitingForLock(node)).toBeGreaterThanOrEqual(2);
      }, PATIENCE);
      const decided = await twoBets();
      const handMultiplier = decided[1]?.multiplier as number;
      // the holder records the climb past the cash-out by hand: the takeover rule would pay more
      await vi.waitFor(async () => {
        const now = await kit.reload(round.id);
        expect(now.phase === 'running' && (now.last_multiplier ?? 0) > handMultiplier).toBe(true);
      }, PATIENCE);
      await killHard(holder);
      // the call's answer never came: the process died waiting for the wallet
      expect(await cashOut).toBeInstanceOf(Error);
      await vi.waitFor(async () => {
        expect(await leaseFence(node)).toBeGreaterThan(round.fence);
      }, PATIENCE);
      await release();
      const settled = await settledByTakeover(node, kit, round);
      expect(settled.last_multiplier).toBeGreaterThan(handMultiplier);
      await expectMoneyExact(kit, player, 20);
      // each credited once with the decision it had before the kill, not the takeover rule's
      const credited = await twoBets();
      expect(credited.map((row) => row?.wallet_done)).toEqual([true, true]);
      const decision = (row: (typeof decided)[number]) => [
        row?.state,
        row?.multiplier,
        row?.payout,
      ];
      expect(credited.map(decision)).toEqual(decided.map(decision));
      expect(decision(credited[0])).toEqual(['cashed-out', 1.01, satoshis(2.02)]);
      expect(await kit.balanceOf(player)).toBe(
        satoshis(16) + satoshis(2.02) + (decided[1]?.payout as bigint),
      );
    }, 300_000);

    it('during a Live Roulette spin: every chip is refunded once, and the next spin plays on', async () => {
      const { node, holder } = await holderAndStandby();
      const kit = createLiveTestKit(node, 'live-roulette');
      const player = await kit.newPlayer(10);
      const round = await bettingRound(node, 3_000, { table: 'live-roulette' });
      const placed = await node.raw('POST', `${HOUSE_API_BASE}live/roulette/bet`, {
        body: JSON.stringify({
          token: player.token,
          game: player.game,
          roundId: round.id,
          chips: [
            { spot: { kind: 'red' }, amount: 1 },
            { spot: { kind: 'straight', pocket: 17 }, amount: 0.5 },
          ],
        }),
      });
      expect(placed.httpStatus, JSON.stringify(placed.body)).toBe(200);
      expect(await kit.balanceOf(player)).toBe(satoshis(8.5));
      await vi.waitFor(async () => {
        expect((await kit.reload(round.id)).phase).toBe('running');
      }, PATIENCE);
      await killHard(holder);
      const settled = await settledByTakeover(node, kit, round, 'live-roulette');
      // interrupted mid-spin: taken before its end, so not settled by its pocket
      expect(settled.started_at).not.toBeNull();
      const bets = await expectMoneyExact(kit, player, 10);
      expect(bets.map((row) => row.state)).toEqual(['void', 'void']);
      expect(await kit.balanceOf(player)).toBe(satoshis(10));
    }, 240_000);
  },
);
