// The back-office's Players area (docs/operations.md "Players"): search, one player's page, notes
// and tags, block and unblock, and balance adjustments with a second staff member's approval
// above a threshold. Amounts are mBTC as everywhere in the API.
import * as v from 'valibot';
import { defineCall } from '../call';
import { SATOSHIS_PER_MBTC } from '../constants';
import { id, listOf, ok, pageFields, requiredText } from '../common';
import { MAX_SATOSHIS } from '../input-limits';
import { mbtcToSatoshis } from '../money';
import { financialTransaction } from '../wallet';

/** A signed mBTC amount (`-2.5` takes, `2.5` gives), never zero, parsed to integer satoshis. */
const MAX_MBTC = Number(MAX_SATOSHIS / SATOSHIS_PER_MBTC);
export const signedMbtcAmount = v.pipe(
  v.union(
    [
      v.pipe(
        v.number(),
        v.minValue(-MAX_MBTC, 'invalid_amount'),
        v.maxValue(MAX_MBTC, 'invalid_amount'),
      ),
      v.pipe(v.string(), v.trim(), v.nonEmpty('field_required'), v.maxLength(30, 'invalid_amount')),
    ],
    'field_required',
  ),
  v.transform((value) => {
    const negative = typeof value === 'number' ? value < 0 : value.startsWith('-');
    const magnitude = typeof value === 'number' ? Math.abs(value) : value.replace(/^[-+]/, '');
    const satoshis = mbtcToSatoshis(magnitude);
    if (satoshis === null || satoshis === 0n || satoshis > MAX_SATOSHIS) return null;
    return negative ? -satoshis : satoshis;
  }),
  v.check((satoshis) => satoshis !== null, 'invalid_amount'),
  v.transform((satoshis) => satoshis as bigint),
);

/**
 * A tag: lowercase letters, digits, `-` and `_`, and single spaces between words, up to 32
 * characters (`vip`, `bonus-abuse`, `vip oro`); spaces around it dropped, inner runs collapsed.
 */
export const PLAYER_TAG = /^[\p{Ll}\p{N}](?:[\p{Ll}\p{N}_-]| (?=[\p{Ll}\p{N}_-])){0,31}$/u;
const tag = v.pipe(
  v.string('invalid_value'),
  v.transform((text) => text.trim().replace(/\s+/g, ' ')),
  v.toLowerCase(),
  v.regex(PLAYER_TAG, 'invalid_value'),
);
export const MAX_PLAYER_TAGS = 20;

/**
 * Tags that flag a risk: an approver of an adjustment for a player carrying one must confirm it
 * explicitly (`confirmRiskTags` of admin/players/approve_adjustment).
 */
export const RISK_TAGS = ['bonus-abuse', 'fraud', 'chargeback', 'multi-account', 'aml-review'];
export const hasRiskTag = (tags: readonly string[]) => tags.some((tag) => RISK_TAGS.includes(tag));

/**
 * What an adjustment is: `bonus` a gift the player must wager through before withdrawing (a
 * credit only), `goodwill` a gesture paid as cash, `correction` a mistake put right.
 */
export const ADJUSTMENT_TYPES = ['bonus', 'goodwill', 'correction'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

const reason = requiredText(500);
/**
 * The player acted on, as the audit log's filter names it: not `playerId`, which in this API
 * always names the caller (a token's own player).
 */
const player = id;

export const playerRow = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** as registered: the dial code and the number, `+584121234567` */
  phoneNumber: v.string(),
  country: v.string(),
  createdAt: v.string(),
  blocked: v.boolean(),
  /** mBTC */
  cashBalance: v.number(),
  tags: v.array(v.string()),
});

export const adminSearchPlayers = defineCall({
  path: 'admin/players/search',
  method: 'POST',
  auth: 'staff',
  permission: 'players.read',
  request: v.object({
    /**
     * A numeric id; part of a username, email, first and last name, postal address or deposit or
     * withdrawal address (case-insensitive, `%` and `_` as themselves); or digits of a phone
     * number, whatever spaces or marks separate them.
     */
    query: requiredText(100),
    ...pageFields,
  }),
  /** Exact matches (id, username, address) first, then usernames starting with the query, then by username. */
  response: v.object({ status: ok, ...listOf(playerRow).entries }),
});

export const balanceAdjustment = v.object({
  id: v.number(),
  playerId: v.number(),
  username: v.string(),
  /** mBTC, signed: negative takes from the player */
  amount: v.number(),
  type: v.picklist(ADJUSTMENT_TYPES),
  reason: v.string(),
  status: v.picklist(['pending', 'applied', 'rejected']),
  /** Whether it was above the threshold, so only another staff member could decide it. */
  needsApproval: v.boolean(),
  requestedBy: v.number(),
  requestedByUsername: v.string(),
  requestedAt: v.string(),
  decidedBy: v.nullable(v.number()),
  decidedByUsername: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
  /** Why it was rejected. */
  decisionReason: v.nullable(v.string()),
  /** The player's cash now (mBTC) and tags: what an approver weighs. */
  playerCashBalance: v.number(),
  playerTags: v.array(v.string()),
});
export type BalanceAdjustment = v.InferOutput<typeof balanceAdjustment>;

export const ledgerEntry = v.object({
  entryId: v.number(),
  journalId: v.number(),
  /** The movement: `deposit`, `withdrawal_request`, `manual_adjustment`, `sports_stake`… */
  kind: v.string(),
  /** What it refers to: `financial_transaction:12`, `balance_adjustment:3`… */
  reference: v.nullable(v.string()),
  /** A `manual_adjustment`'s type; null for any other movement. */
  adjustmentType: v.nullable(v.picklist(ADJUSTMENT_TYPES)),
  /** The player's account it moved: `cash`, `withdrawal_pending`, `debt`. */
  account: v.string(),
  /** mBTC, signed */
  amount: v.number(),
  createdAt: v.string(),
});

export const playerNote = v.object({
  id: v.number(),
  staffId: v.number(),
  staffUsername: v.string(),
  text: v.string(),
  createdAt: v.string(),
});

/** One sign-in of the player (a refresh-token family): its rotations share it. */
const playerSession = v.object({
  family: v.string(),
  createdAt: v.string(),
  /** the last refresh (the family's newest token) */
  lastUsedAt: v.string(),
  expiresAt: v.string(),
  /** not revoked and not expired */
  active: v.boolean(),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
});

const bonus = v.object({
  /** the promo code it came with; null for a bonus adjustment */
  promoCode: v.nullable(v.string()),
  /** the bonus adjustment it came with; null for a promo code's */
  adjustmentId: v.nullable(v.number()),
  /** mBTC */
  amount: v.number(),
  wagerRequired: v.number(),
  wagered: v.number(),
  status: v.string(),
  createdAt: v.string(),
});

/** How many rows each list of admin/players/get holds at most (the newest); the bets page (contract/operator/player-bets.ts). */
export const PLAYER_PAGE_LIST_LIMIT = 50;

export const adminGetPlayer = defineCall({
  path: 'admin/players/get',
  method: 'POST',
  auth: 'staff',
  permission: 'players.read',
  request: v.object({ player }),
  response: v.object({
    status: ok,
    profile: v.object({
      id: v.number(),
      username: v.string(),
      email: v.string(),
      firstName: v.string(),
      lastName: v.string(),
      birthday: v.nullable(v.string()),
      gender: v.string(),
      address: v.string(),
      city: v.string(),
      postalCode: v.string(),
      country: v.string(),
      phoneNumber: v.string(),
      language: v.string(),
      createdAt: v.string(),
      passwordChangedAt: v.nullable(v.string()),
      blocked: v.boolean(),
      blockedAt: v.nullable(v.string()),
      blockedReason: v.nullable(v.string()),
      tags: v.array(v.string()),
      /** Scales the player's sports maximum stakes; 0 blocks sports betting. */
      sportsStakeFactor: v.number(),
    }),
    /** mBTC */
    balances: v.object({
      cash: v.number(),
      /** requested withdrawals not paid or rejected yet */
      withdrawalPending: v.number(),
      /** what the player owes (a corrected sports result's claw-back) */
      debt: v.number(),
    }),
    bonuses: v.array(bonus),
    // each list: the newest PLAYER_PAGE_LIST_LIMIT, newest first
    ledger: v.array(ledgerEntry),
    deposits: v.array(financialTransaction),
    withdrawals: v.array(financialTransaction),
    sessions: v.array(playerSession),
    notes: v.array(playerNote),
    adjustments: v.array(balanceAdjustment),
    /** What the adjustment form states (server configuration). */
    adjustmentPolicy: v.object({
      /** mBTC one member may move to one player without approval within the window */
      approvalThreshold: v.number(),
      windowHours: v.number(),
      /** a bonus adjustment must be wagered this many times its amount before a withdrawal */
      bonusWagerMultiplier: v.number(),
    }),
  }),
});

export const adminGetPlayerLedger = defineCall({
  path: 'admin/players/get_ledger',
  method: 'POST',
  auth: 'staff',
  permission: 'players.read',
  request: v.object({ player, ...pageFields }),
  /** Newest first. */
  response: v.object({ status: ok, ...listOf(ledgerEntry).entries }),
});

export const adminAddPlayerNote = defineCall({
  path: 'admin/players/add_note',
  method: 'POST',
  auth: 'staff',
  permission: 'players.annotate',
  request: v.object({ player, text: requiredText(2000, 'multi-line') }),
  response: v.object({ status: ok, note: playerNote }),
});

export const adminSetPlayerTags = defineCall({
  path: 'admin/players/set_tags',
  method: 'POST',
  auth: 'staff',
  permission: 'players.annotate',
  request: v.object({
    player,
    /** The whole list (an empty one clears it); duplicates are dropped. */
    tags: v.pipe(
      v.array(tag, 'invalid_value'),
      v.maxLength(MAX_PLAYER_TAGS, 'invalid_value'),
      v.transform((list) => [...new Set(list)].sort()),
    ),
  }),
  response: v.object({ status: ok, tags: v.array(v.string()) }),
});

const blockState = v.object({
  status: ok,
  blocked: v.boolean(),
  blockedAt: v.nullable(v.string()),
  blockedReason: v.nullable(v.string()),
});

export const adminBlockPlayer = defineCall({
  path: 'admin/players/block',
  method: 'POST',
  auth: 'staff',
  permission: 'players.block',
  stepUp: true,
  request: v.object({ player, reason }),
  response: blockState,
});

export const adminUnblockPlayer = defineCall({
  path: 'admin/players/unblock',
  method: 'POST',
  auth: 'staff',
  permission: 'players.block',
  stepUp: true,
  request: v.object({ player, reason: v.optional(v.nullable(reason)) }),
  response: blockState,
});

const adjustmentAnswer = v.object({
  status: ok,
  adjustment: balanceAdjustment,
  /** The player's cash after it (mBTC) when it was applied; null while pending or rejected. */
  cashBalance: v.nullable(v.number()),
});

export const adminAdjustBalance = defineCall({
  path: 'admin/players/adjust_balance',
  method: 'POST',
  auth: 'staff',
  permission: 'players.adjust',
  stepUp: true,
  request: v.pipe(
    v.object({
      player,
      amount: signedMbtcAmount,
      type: v.picklist(ADJUSTMENT_TYPES, 'invalid_value'),
      reason,
    }),
    v.forward(
      v.check((input) => input.type !== 'bonus' || input.amount > 0n, 'bonus_adjustment_debit'),
      ['amount'],
    ),
  ),
  /**
   * Applied at once when |amount|, with what the same member moved to the player without approval
   * in the window (ADJUSTMENT_APPROVAL_WINDOW_HOURS), is at most the threshold
   * (ADJUSTMENT_APPROVAL_MBTC), else pending another staff member's decision.
   */
  response: adjustmentAnswer,
});

export const adminApproveAdjustment = defineCall({
  path: 'admin/players/approve_adjustment',
  method: 'POST',
  auth: 'staff',
  permission: 'players.adjust',
  stepUp: true,
  request: v.object({
    adjustmentId: id,
    /**
     * The approver saw the player's risk tags (RISK_TAGS): without it, an adjustment for a player
     * carrying one is refused with `risk_tags_unconfirmed` (param `tags`).
     */
    confirmRiskTags: v.optional(v.boolean('invalid_value'), false),
  }),
  response: adjustmentAnswer,
});

export const adminRejectAdjustment = defineCall({
  path: 'admin/players/reject_adjustment',
  method: 'POST',
  auth: 'staff',
  permission: 'players.adjust',
  stepUp: true,
  request: v.object({ adjustmentId: id, reason }),
  response: adjustmentAnswer,
});

export const adminGetPendingAdjustments = defineCall({
  path: 'admin/players/get_pending_adjustments',
  method: 'POST',
  auth: 'staff',
  permission: 'players.adjust',
  stepUp: true,
  request: v.object({ ...pageFields }),
  /** Oldest first. */
  response: v.object({ status: ok, ...listOf(balanceAdjustment).entries }),
});
