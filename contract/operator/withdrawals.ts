import { financialTransaction, withdrawalRiskSignals } from '../wallet';
import * as v from 'valibot';
import { defineCall } from '../call';
import { id, listOf, ok, pageFields, requiredText } from '../common';
import { noControlCharacters } from '../input-limits';

export const completeWithdrawal = defineCall({
  path: 'admin/complete_withdrawal',
  method: 'POST',
  auth: 'staff',
  permission: 'withdrawals.pay',
  stepUp: true,
  request: v.object({
    transactionId: id,
    txid: v.pipe(
      v.string('field_required'),
      v.regex(/^[0-9a-fA-F]{64}$/, 'invalid_value'),
      v.toLowerCase(),
    ),
  }),
  response: v.object({ status: ok, transaction: financialTransaction }),
});

export const rejectWithdrawal = defineCall({
  path: 'admin/reject_withdrawal',
  method: 'POST',
  auth: 'staff',
  permission: 'withdrawals.pay',
  stepUp: true,
  request: v.object({
    transactionId: id,
    /** Why, for the audit log (the back-office asks for one). */
    reason: v.optional(v.nullable(requiredText(500, 'multi-line'))),
  }),
  response: v.object({ status: ok, transaction: financialTransaction }),
});

export const listPendingWithdrawals = defineCall({
  path: 'admin/get_pending_withdrawals',
  method: 'POST',
  auth: 'staff',
  permission: 'withdrawals.read',
  request: v.object({ ...pageFields }),
  /** Oldest first. */
  response: v.object({
    status: ok,
    ...listOf(
      v.object({
        ...financialTransaction.entries,
        playerId: v.number(),
        username: v.string(),
        risk: withdrawalRiskSignals,
      }),
    ).entries,
  }),
});

/** Operator: every pending withdrawal, oldest first, as CSV for the payout wallet. */
export const exportPendingWithdrawals = defineCall({
  path: 'admin/export_pending_withdrawals',
  method: 'POST',
  auth: 'staff',
  permission: 'withdrawals.pay',
  // asked for explicitly: each export is recorded in the audit log
  request: v.object({ format: v.picklist(['csv'], 'invalid_value') }),
  response: v.object({
    status: ok,
    /** `id,player_id,username,address,amount_btc,created_at` with a header line; BTC to 8 decimals */
    csv: v.string(),
    count: v.number(),
  }),
});

/** Operator: a player's deposit address by username (allocated on first ask), e.g. for the demo deposit command. */
export const adminGetPlayerDepositAddress = defineCall({
  path: 'admin/get_player_deposit_address',
  method: 'POST',
  auth: 'staff',
  permission: 'players.read',
  request: v.object({
    username: v.pipe(
      v.string('field_required'),
      v.trim(),
      v.nonEmpty('field_required'),
      v.maxLength(100, 'invalid_value'),
      noControlCharacters(),
    ),
  }),
  response: v.object({
    status: ok,
    playerId: v.number(),
    walletAddress: v.string(),
    requiredConfirmations: v.number(),
  }),
});

/** Operator: proves the ledger (every journal balanced, every balance the sum of its entries). */
export const adminCheckLedger = defineCall({
  path: 'admin/check_ledger',
  method: 'POST',
  auth: 'staff',
  permission: 'ledger.check',
  request: v.optional(v.object({}), {}),
  response: v.object({
    status: ok,
    balanced: v.boolean(),
    journals: v.number(),
    accounts: v.number(),
    unbalancedJournals: v.array(v.string()),
    mismatchedAccounts: v.array(
      v.object({ accountId: v.number(), balance: v.string(), entries: v.string() }),
    ),
    negativePlayerAccounts: v.array(v.number()),
  }),
});
