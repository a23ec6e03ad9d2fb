import * as v from 'valibot';
import { defineCall } from './call';
import {
  hasCustomDates,
  emptyRequest,
  id,
  listOf,
  mbtcAmount,
  ok,
  pageFields,
  periodFields,
  plainText,
  sortFields,
} from './common';
import { PAYMENT_METHOD_KINDS, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './constants';
import { noControlCharacters } from './input-limits';
import { stepUpToken, totpCode } from './security';

export const balanceInfo = v.object({
  /** mBTC */
  real_balance: v.number(),
  player_currency: v.string(),
});
export type BalanceInfo = v.InferOutput<typeof balanceInfo>;

export const getPlayerBalance = defineCall({
  path: 'front/get_player_balance',
  ownerField: 'id',
  method: 'POST',
  auth: 'player',
  request: v.object({ id }),
  response: v.object({
    status: ok,
    player: balanceInfo,
    /** mBTC the player owes (a corrected sports result's claw-back); present only while owed */
    debt: v.optional(v.number()),
    /**
     * mBTC of deposits held beyond the deposit limits (docs/player-protection.md); present only
     * while some are: not playable, but withdrawable after the balance
     */
    heldDeposits: v.optional(v.number()),
  }),
});

export const financialTransaction = v.object({
  id: v.number(),
  type: v.picklist(TRANSACTION_TYPES),
  createdAt: v.string(),
  /** mBTC */
  amount: v.number(),
  /** The processor's (provider's) name. */
  name: v.string(),
  status: v.picklist(TRANSACTION_STATUSES),
  is_bonus: v.boolean(),
  address: v.nullable(v.string()),
  txid: v.nullable(v.string()),
  confirmations: v.nullable(v.number()),
  requiredConfirmations: v.nullable(v.number()),
  /** Why a cancelled transaction was cancelled: `reversed` by the player or `rejected` by the operator. */
  cancelReason: v.nullable(v.string()),
});
export type FinancialTransaction = v.InferOutput<typeof financialTransaction>;

export const TRANSACTION_SORT_COLUMNS = ['createdAt', 'amount', 'type', 'status', 'name'] as const;

export const getFinancialTransactions = defineCall({
  path: 'front/get_financial_transactions',
  ownerField: 'playerId',
  method: 'POST',
  auth: 'player',
  request: v.pipe(
    v.object({
      playerId: id,
      ...periodFields,
      filterStatus: v.optional(
        v.nullable(v.picklist(['all', ...TRANSACTION_STATUSES], 'invalid_value')),
        'all',
      ),
      filterType: v.optional(
        v.nullable(v.picklist(['all', ...TRANSACTION_TYPES], 'invalid_value')),
        'all',
      ),
      filterProvider: v.optional(v.nullable(plainText(100)), null),
      ...sortFields(TRANSACTION_SORT_COLUMNS),
      ...pageFields,
    }),
    v.forward(
      v.partialCheck(
        [['filterPeriod'], ['filterStartDate'], ['filterEndDate']],
        hasCustomDates,
        'invalid_date',
      ),
      ['filterStartDate'],
    ),
  ),
  response: v.object({ status: ok, ...listOf(financialTransaction).entries }),
});

export const getFinancialTransaction = defineCall({
  path: 'front/get_financial_transaction',
  method: 'POST',
  auth: 'player',
  request: v.object({ transactionId: id }),
  response: v.object({ status: ok, transaction: financialTransaction }),
});

export const processor = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  kind: v.picklist(PAYMENT_METHOD_KINDS),
  currency: v.string(),
  /** mBTC; null when the processor sets no limit. */
  minAmount: v.nullable(v.number()),
  maxAmount: v.nullable(v.number()),
  /** Form fields the method needs (section 3, other methods). */
  fields: v.array(v.string()),
});

/** Beyond spec: a transaction of a card or wire ("EU payment") processor, with that processor. */
export const getEupaymentFinancialTransaction = defineCall({
  path: 'front/get_eupayment_financial_transaction',
  method: 'POST',
  auth: 'player',
  request: v.object({ transactionId: id }),
  response: v.object({ status: ok, transaction: financialTransaction, processor }),
});

export const cancelWithdrawalRequest = defineCall({
  path: 'front/cancel_withdrawal_request',
  method: 'POST',
  auth: 'player',
  request: v.object({ transactionId: id }),
  response: v.object({ status: ok, transaction: financialTransaction, player: balanceInfo }),
});

export const sendWithdrawalRequest = defineCall({
  path: 'payment/send_withdrawal_request',
  ownerField: 'playerId',
  method: 'POST',
  auth: 'player',
  idempotent: true,
  request: v.object({
    playerId: id,
    amount: mbtcAmount,
    address: v.pipe(
      v.string('field_required'),
      v.trim(),
      v.nonEmpty('field_required'),
      v.maxLength(100, 'invalid_address'),
      noControlCharacters('invalid_address'),
    ),
    /**
     * A code of the player's authenticator app, needed when two-factor is on (else 400
     * `two_factor_required`; docs/account-security.md); ignored when it is off.
     */
    totp: v.optional(v.nullable(totpCode)),
    /** Instead of `totp`: a token of front/security/passkey_step_up (contract/passkeys.ts). */
    step_up_token: v.optional(v.nullable(stepUpToken)),
  }),
  /** status 0 with code `not_meet_wager_requirement` when an active bonus is not wagered yet. */
  response: v.union([
    v.object({
      status: ok,
      result: v.object({
        id: v.number(),
        amount: v.number(),
        address: v.string(),
        status: v.picklist(TRANSACTION_STATUSES),
      }),
      player: balanceInfo,
    }),
    v.object({ status: v.literal(0), code: v.literal('not_meet_wager_requirement') }),
  ]),
});

export const generateWallet = defineCall({
  path: 'front/generate_wallet',
  ownerField: 'player_id',
  method: 'POST',
  auth: 'player',
  request: v.object({
    player_id: id,
    bonus_code: v.optional(
      v.nullable(
        v.pipe(
          v.string('invalid_promo_code'),
          v.trim(),
          v.maxLength(64, 'invalid_promo_code'),
          noControlCharacters('invalid_promo_code'),
        ),
      ),
      null,
    ),
  }),
  response: v.object({
    status: ok,
    walletAddress: v.string(),
    /** `bitcoin` or `testnet`. */
    network: v.string(),
    requiredConfirmations: v.number(),
  }),
});

export const getProcessors = defineCall({
  path: 'front/get_processors',
  method: 'POST',
  auth: 'optional',
  request: emptyRequest,
  response: v.object({ status: ok, processors: v.array(processor) }),
});

export const getWithdrawalProcessors = defineCall({
  path: 'front/get_withdrawal_processors',
  method: 'POST',
  auth: 'optional',
  request: emptyRequest,
  response: v.object({ status: ok, processors: v.array(processor) }),
});

/**
 * What the operator weighs before paying a withdrawal (docs/operations.md, Withdrawals). There is
 * no device fingerprint nor player-protection status in the data yet, so no signal for them.
 */
const namedPlayer = v.object({ id: v.number(), username: v.string() });

export const withdrawalRiskSignals = v.object({
  accountCreatedAt: v.string(),
  /** whole days from the account's creation to the request */
  accountAgeDays: v.number(),
  /** the last credited deposit before the request; null when none */
  lastDepositAt: v.nullable(v.string()),
  /** mBTC staked (casino rounds and sports bets) since that deposit (since sign-up when none) */
  wageredSinceLastDeposit: v.number(),
  /** no earlier withdrawal of this player went to this address */
  newAddress: v.boolean(),
  passwordChangedAt: v.nullable(v.string()),
  /** the password changed within 24 hours before the request, or after it */
  recentPasswordChange: v.boolean(),
  /** the player's country (profile) is on the country blacklist */
  blacklistedCountry: v.boolean(),
  /** addresses the player signed in from that are on the IP blacklist */
  blacklistedIps: v.array(v.string()),
  /** other players who withdrew to this address or whose deposit address it is, by id */
  sharedAddressPlayers: v.array(namedPlayer),
  /** other players who signed in from an address this player signed in from, by id */
  sharedIpPlayers: v.array(namedPlayer),
});
