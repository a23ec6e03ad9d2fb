// Balance adjustments by hand, with four eyes above a threshold (docs/operations.md, Balance
// adjustments). An adjustment is a row of balance_adjustments and, once applied, one journal of
// kind `manual_adjustment` between the player's cash and the `system:adjustments` contra
// account. Applying takes the player's cash lock first (the ledger's order, ledger.ts), then the
// adjustment's row, and changes its status only while pending: two approvals at once apply it once.
// The threshold bounds what one member moves to one player without approval over a window, read
// under the same cash lock: two requests at once are counted one after the other. A `bonus`
// adjustment, once applied, also opens a wager requirement (a `bonuses` row naming it), as a promo
// code's bonus does; approving one for a player with a risk tag takes an explicit confirmation.
import { satoshisToMbtc } from '../../../contract/money';
import {
  adminAdjustBalance,
  adminApproveAdjustment,
  adminRejectAdjustment,
  hasRiskTag,
  RISK_TAGS,
  type AdjustmentType,
  type BalanceAdjustment,
} from '../../../contract/operator/players';
import type { Queryable } from '../../db/database';
import { ApiError, badRequest, notFound } from '../../http/api-error';
import { pageClause } from '../../db/list-query';
import {
  getSystemAccountId,
  InsufficientFundsError,
  lockCashBalance,
  lockPlayerRowAfterCash,
  transfer,
} from '../wallet/ledger';
import { recordAudit, type AuditActor } from '../identity/staff/audit';

export const ADJUSTMENT_JOURNAL_KIND = 'manual_adjustment';

interface AdjustmentRow {
  id: number;
  player_id: number;
  username: string;
  amount: bigint;
  type: AdjustmentType;
  reason: string;
  status: BalanceAdjustment['status'];
  needs_approval: boolean;
  requested_by: number;
  requested_by_username: string;
  requested_at: Date;
  decided_by: number | null;
  decided_by_username: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  player_cash: bigint;
  player_tags: string[];
}

const ADJUSTMENT_SELECT = `
  SELECT b.id, b.player_id, p.username, b.amount, b.type, b.reason, b.status, b.needs_approval,
         b.requested_by, r.username AS requested_by_username, b.requested_at,
         b.decided_by, d.username AS decided_by_username, b.decided_at, b.decision_reason,
         coalesce((SELECT a.balance FROM accounts a WHERE a.player_id = b.player_id AND a.kind = 'cash'),
                  0) AS player_cash, p.tags AS player_tags
    FROM balance_adjustments b JOIN players p ON p.id = b.player_id
    JOIN staff r ON r.id = b.requested_by LEFT JOIN staff d ON d.id = b.decided_by`;

function toAdjustment(row: AdjustmentRow): BalanceAdjustment {
  return {
    id: row.id,
    playerId: row.player_id,
    username: row.username,
    amount: satoshisToMbtc(row.amount),
    type: row.type,
    reason: row.reason,
    status: row.status,
    needsApproval: row.needs_approval,
    requestedBy: row.requested_by,
    requestedByUsername: row.requested_by_username,
    requestedAt: row.requested_at.toISOString(),
    decidedBy: row.decided_by,
    decidedByUsername: row.decided_by_username,
    decidedAt: row.decided_at?.toISOString() ?? null,
    decisionReason: row.decision_reason,
    playerCashBalance: satoshisToMbtc(row.player_cash),
    playerTags: row.player_tags,
  };
}

async function findAdjustment(tx: Queryable, id: number, lock = false) {
  const { rows } = await tx.query<AdjustmentRow>(
    `${ADJUSTMENT_SELECT} WHERE b.id = $1${lock ? ' FOR UPDATE OF b' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function listPendingAdjustments(
  db: Queryable,
  page: { page: number; itemsPerPage: number },
) {
  const [rows, count] = await Promise.all([
    db.query<AdjustmentRow>(
      `${ADJUSTMENT_SELECT} WHERE b.status = 'pending' ORDER BY b.id ${pageClause(page.page, page.itemsPerPage)}`,
    ),
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM balance_adjustments WHERE status = 'pending'`,
    ),
  ]);
  return { rows: rows.rows.map(toAdjustment), count: count.rows[0]?.count ?? 0 };
}

export async function listPlayerAdjustments(db: Queryable, playerId: number, limit: number) {
  const { rows } = await db.query<AdjustmentRow>(
    `${ADJUSTMENT_SELECT} WHERE b.player_id = $1 ORDER BY b.id DESC LIMIT ${Math.trunc(limit)}`,
    [playerId],
  );
  return rows.map(toAdjustment);
}

/**
 * Satoshis (in absolute value) `staffId` moved to the player since `since` by adjustments that
 * needed no approval. Read under the player's cash lock, which every request takes first.
 */
async function movedWithoutApproval(
  tx: Queryable,
  playerId: number,
  staffId: number,
  since: Date,
): Promise<bigint> {
  const { rows } = await tx.query<{ moved: bigint }>(
    `SELECT coalesce(sum(abs(amount)), 0)::bigint AS moved FROM balance_adjustments
      WHERE player_id = $1 AND requested_by = $2 AND NOT needs_approval AND requested_at > $3`,
    [playerId, staffId, since],
  );
  return rows[0]?.moved ?? 0n;
}

const exceedsBalance = (cash: bigint) =>
  badRequest('adjustment_exceeds_balance', undefined, { balance: satoshisToMbtc(cash) });

/**
 * Posts a pending adjustment's journal and marks it applied by `staffId`; the cash after. A bonus
 * must then be wagered `bonusWagerMultiplier` times its amount before a withdrawal.
 */
async function apply(
  tx: Queryable,
  row: AdjustmentRow,
  cash: { id: number; balance: bigint },
  staff: { staffId: number; bonusWagerMultiplier: number },
): Promise<bigint> {
  const staffId = staff.staffId;
  const contra = await getSystemAccountId(tx, 'system:adjustments');
  let journalId: bigint;
  try {
    journalId = await transfer(
      tx,
      ADJUSTMENT_JOURNAL_KIND,
      `balance_adjustment:${row.id}`,
      contra,
      cash.id,
      row.amount,
    );
  } catch (error) {
    // cash never goes below zero: the conditional update of the ledger refused it
    if (error instanceof InsufficientFundsError) throw exceedsBalance(cash.balance);
    throw error;
  }
  await tx.query(
    `UPDATE balance_adjustments SET status = 'applied', decided_by = $2, decided_at = now(), journal_id = $3
      WHERE id = $1 AND status = 'pending'`,
    [row.id, staffId, journalId.toString()],
  );
  if (row.type === 'bonus') {
    await tx.query(
      `INSERT INTO bonuses (player_id, adjustment_id, amount, wager_required) VALUES ($1, $2, $3, $4)`,
      [
        row.player_id,
        row.id,
        row.amount.toString(),
        (row.amount * BigInt(staff.bonusWagerMultiplier)).toString(),
      ],
    );
  }
  return cash.balance + row.amount;
}

/** The server's rules for adjustments (configuration), `since` the start of the window now. */
export interface AdjustmentPolicy {
  /** satoshis */
  threshold: bigint;
  since: Date;
  bonusWagerMultiplier: number;
}

export interface AdjustmentOutcome {
  adjustment: BalanceAdjustment;
  /** satoshis after an applied adjustment; null when it waits or was rejected */
  cash: bigint | null;
}

/**
 * An operator asks to change the player's cash by `amount` (satoshis, signed): applied at once
 * while what they moved to the player without approval since `since` (the window), this one
 * included, stays within `threshold` in absolute value; else left pending for another member.
 */
export async function requestAdjustment(
  tx: Queryable,
  actor: AuditActor,
  request: {
    playerId: number;
    amount: bigint;
    type: AdjustmentType;
    reason: string;
    policy: AdjustmentPolicy;
  },
): Promise<AdjustmentOutcome> {
  const { playerId, amount, type, reason, policy } = request;
  // the contract refuses it; kept here so no other caller can open a wager requirement on a debit
  if (type === 'bonus' && amount < 0n) throw badRequest('bonus_adjustment_debit');
  const { rows: players } = await tx.query('SELECT 1 FROM players WHERE id = $1', [playerId]);
  if (players.length === 0) throw notFound();
  const cash = await lockCashBalance(tx, playerId);
  // refused now rather than at approval when the cash cannot cover it today
  if (cash.balance + amount < 0n) throw exceedsBalance(cash.balance);
  const moved = await movedWithoutApproval(tx, playerId, actor.staff.staffId, policy.since);
  const needsApproval = moved + (amount < 0n ? -amount : amount) > policy.threshold;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO balance_adjustments (player_id, amount, type, reason, status, needs_approval, requested_by)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6) RETURNING id`,
    [playerId, amount.toString(), type, reason, needsApproval, actor.staff.staffId],
  );
  const id = (rows[0] as { id: number }).id;
  const after = needsApproval
    ? null
    : await apply(tx, (await findAdjustment(tx, id)) as AdjustmentRow, cash, {
        staffId: actor.staff.staffId,
        bonusWagerMultiplier: policy.bonusWagerMultiplier,
      });
  const adjustment = toAdjustment((await findAdjustment(tx, id)) as AdjustmentRow);
  await recordAudit(tx, actor, {
    action: adminAdjustBalance.path,
    playerId,
    target: `balance_adjustment:${id}`,
    before: { cash: cash.balance },
    after: { cash: after ?? cash.balance, adjustment },
    reason,
  });
  return { adjustment, cash: after };
}

/** Locks a pending adjustment that `staffId` may decide (not their own), in the ledger's order. */
async function lockForDecision(tx: Queryable, id: number, staffId: number) {
  const locked = await lockPlayerRowAfterCash(
    tx,
    (lock) => findAdjustment(tx, id, lock),
    (row) => row.player_id,
  );
  if (!locked) throw notFound();
  if (locked.row.status !== 'pending') throw badRequest('adjustment_not_pending');
  if (locked.row.requested_by === staffId) throw new ApiError(403, 'own_adjustment');
  return locked;
}

export async function approveAdjustment(
  tx: Queryable,
  actor: AuditActor,
  request: { id: number; confirmRiskTags: boolean; bonusWagerMultiplier: number },
): Promise<AdjustmentOutcome> {
  const id = request.id;
  const { row, cash } = await lockForDecision(tx, id, actor.staff.staffId);
  // the tags as they stand now, not as the approver's card showed them
  if (hasRiskTag(row.player_tags) && !request.confirmRiskTags) {
    const tags = row.player_tags.filter((tag) => RISK_TAGS.includes(tag)).join(', ');
    throw badRequest('risk_tags_unconfirmed', undefined, { tags });
  }
  const after = await apply(tx, row, cash, {
    staffId: actor.staff.staffId,
    bonusWagerMultiplier: request.bonusWagerMultiplier,
  });
  const adjustment = toAdjustment((await findAdjustment(tx, id)) as AdjustmentRow);
  await recordAudit(tx, actor, {
    action: adminApproveAdjustment.path,
    playerId: row.player_id,
    target: `balance_adjustment:${id}`,
    before: { cash: cash.balance, adjustment: toAdjustment(row) },
    after: { cash: after, adjustment },
  });
  return { adjustment, cash: after };
}

export async function rejectAdjustment(
  tx: Queryable,
  actor: AuditActor,
  request: { id: number; reason: string },
): Promise<AdjustmentOutcome> {
  const { row } = await lockForDecision(tx, request.id, actor.staff.staffId);
  await tx.query(
    `UPDATE balance_adjustments SET status = 'rejected', decided_by = $2, decided_at = now(), decision_reason = $3
      WHERE id = $1 AND status = 'pending'`,
    [request.id, actor.staff.staffId, request.reason],
  );
  const adjustment = toAdjustment((await findAdjustment(tx, request.id)) as AdjustmentRow);
  await recordAudit(tx, actor, {
    action: adminRejectAdjustment.path,
    playerId: row.player_id,
    target: `balance_adjustment:${request.id}`,
    before: { adjustment: toAdjustment(row) },
    after: { adjustment },
    reason: request.reason,
  });
  return { adjustment, cash: null };
}
