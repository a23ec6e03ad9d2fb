import { afterEach, describe, expect, it } from 'vitest';
import { satoshis } from '../../server/testing/live/live-test-kit';
import {
  bettingRound,
  climbingRound,
  expectMoneyExact,
  settledByTakeover,
} from '../../server/testing/live/takeover-test-kit';
import { TEST_DB_KIND } from '../../server/testing/harness';
import { holderAndStandby, killHard, stopProcesses } from './kill-kit';

// `kill -9` of the process running Crash's rounds (kill-kit.ts: two real server processes on the
// test's PostgreSQL database), during betting and during the climb: the second process takes over
// and settles the round by the takeover rule, nothing doubled or lost. kill-credit.test.ts has the
// kill between cash-outs and their credit, and during a Live Roulette spin.
afterEach(stopProcesses);

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  'kill -9 of the process running the rounds (PostgreSQL only: the processes share its database)',
  () => {
    it('during betting: another process takes over and refunds every bet', async () => {
      const { node, holder, kit } = await holderAndStandby();
      const player = await kit.newPlayer(10);
      // 4 s of its window left: two calls one after the other on a loaded machine
      const round = await bettingRound(node, 4_000);
      await kit.play(player, 'crash/bet', {
        roundId: round.id,
        kind: 'main',
        amount: 2,
        autoCashOut: 1.01,
      });
      await kit.play(player, 'crash/bet', { roundId: round.id, kind: 'under-2', amount: 1 });
      await killHard(holder);
      await settledByTakeover(node, kit, round);
      const bets = await expectMoneyExact(kit, player, 10);
      expect(bets.map((row) => row.state)).toEqual(['void', 'void']);
      expect(await kit.balanceOf(player)).toBe(satoshis(10));
    }, 240_000);

    it('during the climb: the main bet gets at least its stake back, the side bet is refunded', async () => {
      const { node, holder, kit } = await holderAndStandby();
      const player = await kit.newPlayer(50);
      const round = await climbingRound(node, kit, async (betting) => {
        await kit.play(player, 'crash/bet', { roundId: betting.id, kind: 'main', amount: 1 });
        await kit.play(player, 'crash/bet', {
          roundId: betting.id,
          kind: 'at-least-10',
          amount: 1,
        });
      });
      await killHard(holder);
      const settled = await settledByTakeover(node, kit, round);
      await expectMoneyExact(kit, player, 50);
      const { rows } = await node.db.query<{
        kind: string;
        state: string;
        stake: bigint;
        payout: bigint;
      }>('SELECT kind, state, stake, payout FROM live_bets WHERE round_id = $1', [round.id]);
      expect(rows.find((row) => row.kind === 'at-least-10')?.state).toBe('void');
      const main = rows.find((row) => row.kind === 'main');
      if (main?.state === 'cashed-out') {
        expect(main.payout).toBeGreaterThanOrEqual(main.stake);
      } else {
        expect(main?.state).toBe('void');
        expect(settled.last_multiplier).toBeLessThan(1.01);
      }
    }, 300_000);
  },
);
