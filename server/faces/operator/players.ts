import type { Hono } from 'hono';
import { SATOSHIS_PER_MBTC } from '../../../contract/constants';
import {
  adminAddPlayerNote,
  adminAdjustBalance,
  adminApproveAdjustment,
  adminBlockPlayer,
  adminGetPendingAdjustments,
  adminGetPlayer,
  adminGetPlayerLedger,
  adminRejectAdjustment,
  adminSearchPlayers,
  adminSetPlayerTags,
  adminUnblockPlayer,
  PLAYER_PAGE_LIST_LIMIT,
} from '../../../contract/operator/players';
import {
  adminGetPlayerCasinoBets,
  adminGetPlayerSportsBets,
} from '../../../contract/operator/player-bets';
import { satoshisToMbtc } from '../../../contract/money';
import { adminGetPlayerProtection } from '../../../contract/operator/protection';
import { badRequest, notFound } from '../../http/api-error';
import { bindOperatorCall } from './bind';
import type { AppDeps } from '../../deps';
import { revokeOtherSessions } from '../../modules/identity/auth/sessions';
import { readHeldDeposits } from '../../modules/wallet/held-deposits';
import { readExclusionReviewView } from '../../modules/protection/exclusion-review';
import { listLimitViews, readActiveBreak } from '../../modules/protection/protection';
import { readSettings } from '../../modules/protection/repository';
import { recordAudit } from '../../modules/identity/staff/audit';
import { announceMoneyChange } from '../../modules/wallet/money-events';
import { listPlayerTransactions } from '../../modules/wallet/repository';
import {
  approveAdjustment,
  listPendingAdjustments,
  listPlayerAdjustments,
  rejectAdjustment,
  requestAdjustment,
  type AdjustmentOutcome,
} from '../../modules/player-admin/adjustments';
import {
  findPlayerProfile,
  getPlayerBalances,
  insertPlayerNote,
  listPlayerBonuses,
  listPlayerLedger,
  listPlayerNotes,
  listPlayerSessions,
  lockPlayerForOperator,
  searchPlayers,
  setPlayerBlock,
  setPlayerTags,
} from '../../modules/player-admin/repository';
import { listPlayerCasinoBets, listPlayerSportsBets } from '../../modules/player-admin/player-bets';

const latest = { page: 1, itemsPerPage: PLAYER_PAGE_LIST_LIMIT };

/** The back-office's Players area (docs/operations.md, Players). */
export function registerOperatorPlayerCalls(app: Hono, deps: AppDeps): void {
  const { db, realtime } = deps;
  const bonusWagerMultiplier = deps.config.ADJUSTMENT_BONUS_WAGER_MULTIPLIER;

  bindOperatorCall(app, deps, adminSearchPlayers, async ({ input }) => ({
    status: 1,
    ...(await searchPlayers(db, input.query, input)),
  }));

  bindOperatorCall(app, deps, adminGetPlayer, async ({ input }) => {
    const playerId = input.player;
    const profile = await findPlayerProfile(db, playerId);
    if (!profile) throw notFound();
    const [balances, bonuses, ledger, deposits, withdrawals] = await Promise.all([
      getPlayerBalances(db, playerId),
      listPlayerBonuses(db, playerId),
      listPlayerLedger(db, playerId, latest),
      listPlayerTransactions(db, playerId, 'deposit', PLAYER_PAGE_LIST_LIMIT),
      listPlayerTransactions(db, playerId, 'withdrawal', PLAYER_PAGE_LIST_LIMIT),
    ]);
    const [sessions, notes, adjustments] = await Promise.all([
      listPlayerSessions(db, playerId, deps.clock.now()),
      listPlayerNotes(db, playerId),
      listPlayerAdjustments(db, playerId, PLAYER_PAGE_LIST_LIMIT),
    ]);
    return {
      status: 1,
      profile,
      balances,
      bonuses,
      ledger: ledger.rows,
      deposits,
      withdrawals,
      sessions,
      notes,
      adjustments,
      adjustmentPolicy: {
        approvalThreshold: deps.config.ADJUSTMENT_APPROVAL_MBTC,
        windowHours: deps.config.ADJUSTMENT_APPROVAL_WINDOW_HOURS,
        bonusWagerMultiplier,
      },
    };
  });

  bindOperatorCall(app, deps, adminGetPlayerSportsBets, async ({ input }) => {
    if (!(await findPlayerProfile(db, input.player))) throw notFound();
    return { status: 1, ...(await listPlayerSportsBets(db, input.player, input)) };
  });

  bindOperatorCall(app, deps, adminGetPlayerCasinoBets, async ({ input }) => {
    if (!(await findPlayerProfile(db, input.player))) throw notFound();
    return { status: 1, ...(await listPlayerCasinoBets(db, input.player, input)) };
  });

  // the state the player's own front/protection/get_status shows, without their session's figures
  bindOperatorCall(app, deps, adminGetPlayerProtection, async ({ input }) => {
    const playerId = input.player;
    if (!(await findPlayerProfile(db, playerId))) throw notFound();
    const now = deps.clock.now();
    const [limits, activeBreak, settings, held, exclusionReview] = await Promise.all([
      listLimitViews(db, playerId, now),
      readActiveBreak(db, playerId, now),
      readSettings(db, playerId, false),
      readHeldDeposits(db, playerId),
      readExclusionReviewView(deps, db, playerId),
    ]);
    return {
      status: 1,
      limits,
      break: activeBreak,
      realityCheck: {
        intervalMinutes: settings.realityCheckMinutes,
        sessionLimitMinutes: settings.sessionLimitMinutes,
      },
      heldDeposits: satoshisToMbtc(held),
      exclusionReview,
    };
  });

  bindOperatorCall(app, deps, adminGetPlayerLedger, async ({ input }) => {
    const profile = await findPlayerProfile(db, input.player);
    if (!profile) throw notFound();
    return { status: 1, ...(await listPlayerLedger(db, input.player, input)) };
  });

  bindOperatorCall(app, deps, adminAddPlayerNote, async ({ input, staff, ip }) => {
    const note = await db.transaction(async (tx) => {
      if (!(await lockPlayerForOperator(tx, input.player))) throw notFound();
      const added = await insertPlayerNote(tx, {
        playerId: input.player,
        text: input.text,
        staffId: staff.staffId,
      });
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminAddPlayerNote.path,
          playerId: input.player,
          target: `player_note:${added.id}`,
          after: { text: added.text },
        },
      );
      return added;
    });
    return { status: 1, note };
  });

  bindOperatorCall(app, deps, adminSetPlayerTags, async ({ input, staff, ip }) => {
    await db.transaction(async (tx) => {
      const before = await lockPlayerForOperator(tx, input.player);
      if (!before) throw notFound();
      await setPlayerTags(tx, input.player, input.tags);
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminSetPlayerTags.path,
          playerId: input.player,
          before: { tags: before.tags },
          after: { tags: input.tags },
        },
      );
    });
    return { status: 1, tags: input.tags };
  });

  // blocking ends every session of the player at once (each node hears of it on commit)
  bindOperatorCall(app, deps, adminBlockPlayer, async ({ input, staff, ip }) => {
    const state = await db.transaction(async (tx) => {
      const before = await lockPlayerForOperator(tx, input.player);
      if (!before) throw notFound();
      if (before.blocked) throw badRequest('player_already_blocked');
      const after = await setPlayerBlock(tx, input.player, { reason: input.reason });
      await revokeOtherSessions(tx, input.player, null);
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminBlockPlayer.path,
          playerId: input.player,
          before: { blocked: false },
          after: { blocked: true },
          reason: input.reason,
        },
      );
      return after;
    });
    return { status: 1, ...state };
  });

  bindOperatorCall(app, deps, adminUnblockPlayer, async ({ input, staff, ip }) => {
    const state = await db.transaction(async (tx) => {
      const before = await lockPlayerForOperator(tx, input.player);
      if (!before) throw notFound();
      if (!before.blocked) throw badRequest('player_not_blocked');
      const after = await setPlayerBlock(tx, input.player, null);
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminUnblockPlayer.path,
          playerId: input.player,
          before: { blocked: true, blockedReason: before.blockedReason },
          after: { blocked: false },
          reason: input.reason ?? null,
        },
      );
      return after;
    });
    return { status: 1, ...state };
  });

  const answerAdjustment = (
    outcome: AdjustmentOutcome,
    afterCommit: (effect: () => void) => void,
  ) => {
    if (outcome.cash !== null) {
      announceMoneyChange(realtime, afterCommit, {
        playerId: outcome.adjustment.playerId,
        balance: outcome.cash,
      });
    }
    return {
      status: 1 as const,
      adjustment: outcome.adjustment,
      cashBalance: outcome.cash === null ? null : satoshisToMbtc(outcome.cash),
    };
  };

  const threshold = BigInt(deps.config.ADJUSTMENT_APPROVAL_MBTC) * SATOSHIS_PER_MBTC;
  const windowMs = deps.config.ADJUSTMENT_APPROVAL_WINDOW_HOURS * 60 * 60 * 1000;

  bindOperatorCall(app, deps, adminAdjustBalance, async ({ input, staff, ip, afterCommit }) => {
    const since = new Date(deps.clock.now().getTime() - windowMs);
    const policy = { threshold, since, bonusWagerMultiplier };
    const outcome = await db.transaction((tx) =>
      requestAdjustment(tx, { staff, ip }, { ...input, playerId: input.player, policy }),
    );
    return answerAdjustment(outcome, afterCommit);
  });

  bindOperatorCall(app, deps, adminApproveAdjustment, async ({ input, staff, ip, afterCommit }) => {
    const outcome = await db.transaction((tx) =>
      approveAdjustment(
        tx,
        { staff, ip },
        { id: input.adjustmentId, confirmRiskTags: input.confirmRiskTags, bonusWagerMultiplier },
      ),
    );
    return answerAdjustment(outcome, afterCommit);
  });

  bindOperatorCall(app, deps, adminRejectAdjustment, async ({ input, staff, ip, afterCommit }) => {
    const outcome = await db.transaction((tx) =>
      rejectAdjustment(tx, { staff, ip }, { id: input.adjustmentId, reason: input.reason }),
    );
    return answerAdjustment(outcome, afterCommit);
  });

  bindOperatorCall(app, deps, adminGetPendingAdjustments, async ({ input }) => ({
    status: 1,
    ...(await listPendingAdjustments(db, input)),
  }));
}
