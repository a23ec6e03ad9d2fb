import type { Hono } from 'hono';
import { satoshisToMbtc } from '../../../contract/money';
import {
  confirmLimit as confirmLimitCall,
  exportHistory,
  getProtectionStatus,
  requestExclusionReview as requestExclusionReviewCall,
  setLimit as setLimitCall,
  setRealityCheck,
  takeBreak as takeBreakCall,
} from '../../../contract/protection';
import type { AppDeps } from '../../deps';
import { bindPlayerCall } from './bind';
import { capSessionTime } from '../../modules/identity/auth/sessions';
import {
  readExclusionReviewView,
  requestExclusionReview,
} from '../../modules/protection/exclusion-review';
import { readHeldDeposits } from '../../modules/wallet/held-deposits';
import { exportHistoryCsv } from '../../modules/protection/history';
import { isWithdrawalCancelAllowed } from '../../modules/protection/profiles';
import {
  confirmLimit,
  listLimitViews,
  profileOf,
  readActiveBreak,
  setLimit,
  takeBreak,
} from '../../modules/protection/protection';
import {
  readActivity,
  readLogins,
  readNetDeposits,
  readSettings,
  saveRealityCheck,
} from '../../modules/protection/repository';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * front/protection/*: limits, breaks, reality checks; admin/protection/lift_exclusion (Malta's
 * reviewed lifting). docs/player-protection.md.
 */
export function registerPlayerProtectionCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, getProtectionStatus, async ({ caller }) => {
    const now = deps.clock.now();
    const { playerId } = caller;
    const profile = profileOf(deps);
    const settings = await readSettings(db, playerId, false);
    const logins = await readLogins(db, playerId, caller.sessionFamily);
    const net = await readNetDeposits(db, playerId, new Date(now.getTime() - YEAR_MS));
    // the reality check's net result: what play paid back minus what it staked this login
    const sessionLost = logins.sessionStartedAt
      ? (await readActivity(db, playerId, logins.sessionStartedAt)).lost
      : 0n;
    return {
      status: 1,
      rules: {
        jurisdiction: deps.config.JURISDICTION,
        increaseCoolingOffHours: profile.increaseCoolingOffHours,
        limitsRequiredBeforeDeposit: profile.limitsRequiredBeforeDeposit,
        showSessionTime: profile.showSessionTime,
        allowWithdrawalCancel: isWithdrawalCancelAllowed(deps.config),
        indefiniteExclusionReviewDays: profile.indefiniteExclusionReviewDays,
      },
      limits: await listLimitViews(db, playerId, now),
      break: await readActiveBreak(db, playerId, now),
      realityCheck: {
        intervalMinutes: settings.realityCheckMinutes,
        sessionLimitMinutes: settings.sessionLimitMinutes,
      },
      sessionStartedAt: logins.sessionStartedAt?.toISOString() ?? null,
      sessionNet: satoshisToMbtc(-sessionLost),
      previousLoginAt: logins.previousLoginAt?.toISOString() ?? null,
      netDeposits: {
        lifetime: satoshisToMbtc(net.lifetime),
        last12Months: satoshisToMbtc(net.recent),
      },
      heldDeposits: satoshisToMbtc(await readHeldDeposits(db, playerId)),
      exclusionReview: await readExclusionReviewView(deps, db, playerId),
    };
  });

  bindPlayerCall(app, deps, setLimitCall, async ({ input, caller }) => ({
    status: 1,
    limit: await setLimit(deps, { ...input, playerId: caller.playerId }),
  }));

  bindPlayerCall(app, deps, confirmLimitCall, async ({ input, caller }) => ({
    status: 1,
    limit: await confirmLimit(deps, { ...input, playerId: caller.playerId }),
  }));

  bindPlayerCall(app, deps, setRealityCheck, async ({ input, caller }) => {
    const realityCheck = {
      realityCheckMinutes: input.intervalMinutes,
      sessionLimitMinutes: input.sessionLimitMinutes,
    };
    await db.transaction(async (tx) => {
      await readSettings(tx, caller.playerId, true);
      await saveRealityCheck(tx, caller.playerId, realityCheck);
      await capSessionTime(tx, caller.playerId);
    });
    return {
      status: 1,
      realityCheck: {
        intervalMinutes: input.intervalMinutes,
        sessionLimitMinutes: input.sessionLimitMinutes,
      },
    };
  });

  bindPlayerCall(app, deps, takeBreakCall, async ({ input, caller }) => ({
    status: 1,
    break: await takeBreak(deps, { ...input, playerId: caller.playerId }),
  }));

  bindPlayerCall(app, deps, exportHistory, async ({ caller }) => {
    const now = deps.clock.now();
    return {
      status: 1,
      filename: `history-${now.toISOString().slice(0, 10)}.csv`,
      csv: await exportHistoryCsv(db, caller.playerId, new Date(now.getTime() - YEAR_MS)),
    };
  });

  bindPlayerCall(app, deps, requestExclusionReviewCall, async ({ input, caller }) => ({
    status: 1,
    review: await requestExclusionReview(deps, caller.playerId, input.reason),
  }));
}
