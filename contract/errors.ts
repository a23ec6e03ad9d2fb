// Stable error codes. Wherever SPEC.md names a message key (sections 5 and 8) the code IS that key;
// the client translates codes, the server never sends prose.
//
// Two kinds, by who can meet them. A code a player's browser can receive in any flow (a form, a
// page load, a retried request, a rate limit, a server fault) is player-facing: the client's
// message map (`src/lib/error-messages.ts`) must word it, in Spanish and English, or it does not
// compile. A protocol code is one only a machine client meets: a game provider calling the
// seamless wallet (the house provider words those on its own page), or a client that breaks the
// protocol (a reused idempotency key, a forged signature, an oversized body); the player's app
// shows the generic `action_failed` for it. When in doubt a code is player-facing.

export const PLAYER_ERROR_CODES = [
  // section 5 field keys
  'field_required',
  'email_validation',
  'password_validation',
  'confirm_password_validation',
  'phone_number_validation',
  'phone_number_length_check',
  'username_duplicated',
  'invalid_promo_code',
  'accept_terms',
  'min_value',
  // section 8 keys
  'failed_login',
  'wrong_old_password',
  'not_meet_wager_requirement',
  'action_failed',
  'no_transactions',
  'disable_site_access',
  // beyond spec: codes for rules the spec states without naming a key
  'username_validation',
  'min_age',
  'invalid_value',
  'invalid_date',
  'invalid_address',
  'invalid_amount',
  'invalid_reset_token',
  'withdrawal_not_pending',
  'withdrawal_cancel_disabled',
  'game_unavailable',
  'too_many_attempts',
  // a username blocked for unknown devices: the same answer whether the password was right
  'too_many_failed_logins',
  // the link of the device confirmation email is used, expired or unknown
  'invalid_device_token',
  'unauthorized',
  'forbidden',
  'not_found',
  // a withdrawal sent again (same idempotency key) while the first is still being answered
  'request_in_progress',
  'bad_request',
  'too_many_requests',
  'internal_error',
  // sportsbook (front/sports/place_bet, contract/sportsbook.ts)
  // the price moved against the player's odds policy; params `outcomeId`, `oddsMilli` (the new
  // odds), which the app words as `odds` in the player's odds format
  'odds_changed',
  'market_suspended',
  // a pre-match price on an event now in play
  'event_started',
  // the outcome is unknown, closed, or its market settled or cancelled
  'selection_unavailable',
  'same_event_legs',
  'too_few_legs',
  'too_many_legs',
  // a system bet: no such system, or one taking another number of selections (param `legs`)
  'invalid_system',
  'system_legs_mismatch',
  // params `min` / `max` (mBTC)
  'stake_too_low',
  'stake_too_high',
  // cash out (front/sports/cash_out, contract/sports-cash-out.ts)
  // params `value`: the current value (mBTC), below what the player accepted
  'cash_out_value_changed',
  // a leg lost, or its market closed, resolved or cancelled: the bet is no longer bought back
  'cash_out_unavailable',
  // a bet type without a cash-out value: none since every type has one (kept for old clients)
  'cash_out_bet_type',
  // the bet is settled or cashed out already
  'bet_not_open',
  // params `value` (mBTC)
  'cash_out_above_value',
  // a partial leaving less than the minimum stake; params `min`, `max` (mBTC)
  'cash_out_stake_left',
  // a partial too small to close a satoshi of stake
  'cash_out_too_small',
  // a withdrawal while the player owes a corrected sports result's claw-back; param `amount` (mBTC)
  'outstanding_debt',
  // limits (docs/sportsbook-settlement.md "Limits"): params `max`, the largest stake accepted (mBTC)
  'payout_too_high',
  'stake_over_liability',
  // no stake from the minimum up fits the book's limits now
  'bet_limit_reached',
  // the operator set the player's stake factor to 0
  'sports_betting_blocked',
  // bet builder (front/sports/price_bet_builder, contract/sports-bet-builder.ts)
  'bet_builder_one_event',
  // param `outcomeId` when one selection is the cause
  'bet_builder_unsupported',
  'bet_builder_impossible',
  'bet_builder_unavailable',
  // the operator blocked the account: sign-in refused (after the right password only)
  'account_blocked',
  // player protection (contract/protection.ts, docs/player-protection.md)
  // a bet beyond a loss or wager limit; params `max` (mBTC still allowed), `limit` (loss or
  // wager), `period` (day, week or month)
  'limit_exceeded',
  // bets, deposits, game launches and live chat messages during a self-exclusion or a time-out;
  // param `until` (ISO time) unless indefinite
  'self_excluded',
  'on_time_out',
  // confirm_limit with no pending change, or before its cooling-off ended; param `confirmableAt`
  'limit_not_confirmable',
  // the session time limit the player set was reached: the session has ended
  'session_time_limit',
  // the jurisdiction asks for a deposit limit before the first deposit
  'deposit_limit_required',
  // request_exclusion_review: the profile offers no review, or no indefinite self-exclusion is in
  // force
  'exclusion_review_unavailable',
  // request_exclusion_review when one is already under review; param `grantableAt`
  'exclusion_review_pending',
  // account security (contract/security.ts, docs/account-security.md)
  // the player turned two-factor on: login and withdrawals need a code (`totp` or `recovery_code`)
  'two_factor_required',
  // a code that is wrong, already used (its 30-second step, or a used recovery code)
  'invalid_two_factor_code',
  // too many wrong codes for this player lately: wait and try again
  'too_many_two_factor_attempts',
  'two_factor_already_enabled',
  'two_factor_not_enabled',
  // totp_enable without a pending secret (none begun, or begun too long ago)
  'two_factor_not_started',
  // passkeys (contract/passkeys.ts): the options a passkey call answered were used up or expired
  'passkey_challenge_expired',
  // the browser's passkey answer does not check out (signature, origin, counter, user verification)
  'passkey_not_verified',
  // a login with a passkey this site does not know (removed, or made for another site)
  'passkey_unknown',
  'passkey_already_registered',
  // the player has the most passkeys allowed (PASSKEY_LIMIT)
  'passkey_limit_reached',
  // a passkey step-up token that is wrong, used or expired
  'invalid_step_up_token',
  // withdrawal addresses (contract/withdrawal-addresses.ts): with the "only saved addresses" lock
  // on, a withdrawal to an address not saved, saved but not confirmed by its emailed link, or
  // still on hold (param `usableAt`)
  'withdrawal_address_not_saved',
  'withdrawal_address_unconfirmed',
  'withdrawal_address_on_hold',
  // withdrawals wait after a password, two-factor or email change; param `until`
  'withdrawal_security_hold',
  'withdrawal_address_exists',
  'withdrawal_address_limit',
  // confirm_address with a token used, expired or unknown
  'invalid_address_token',
  // email verification (contract/email-verification.ts): withdrawals wait for a verified email
  // (REQUIRE_VERIFIED_EMAIL_FOR_WITHDRAWAL)
  'email_not_verified',
  // a verification link that is unknown, expired, or used already
  'invalid_verification_token',
  // resend_verification when the email is verified already
  'email_already_verified',
  // set_favourite beyond MAX_FAVOURITE_GAMES (contract/player-games.ts); param `max`
  'favourite_limit',
] as const;

export const PROTOCOL_ERROR_CODES = [
  'idempotency_key_required',
  'idempotency_key_reused',
  'invalid_signature',
  'payload_too_large',
  // seamless wallet (game providers)
  'insufficient_funds',
  'invalid_session',
  'round_not_found',
  'round_closed',
  'duplicate_round',
  'transaction_rolled_back',
  'transaction_id_reused',
] as const;

/**
 * Codes only the back-office meets (staff sign-in and operator calls, contract/operator/staff.ts): the
 * back-office words them; the player's app never receives one.
 */
export const STAFF_ERROR_CODES = [
  // a TOTP code that is not six digits, wrong, or already used in its 30-second step
  'invalid_totp',
  // admin/auth/login without a code for a member who has enrolled TOTP, the password right: enter
  // the app's current code (not counted as a failed sign-in)
  'totp_code_required',
  // the enrolment token of admin/auth/enrol_totp is unknown, used or expired
  'invalid_enrolment_token',
  // a stepUp call when the session's last TOTP code is older than five minutes: send a code to
  // admin/auth/verify_totp and call again
  'fresh_totp_required',
  // a staff member cannot disable themselves nor take the admin role from themselves
  'own_staff_account',
  // admin/players/block on a blocked player, admin/players/unblock on one who is not
  'player_already_blocked',
  'player_not_blocked',
  // a negative adjustment larger than the player's cash; param `balance` (mBTC)
  'adjustment_exceeds_balance',
  // approve or reject an adjustment already applied or rejected
  'adjustment_not_pending',
  // the staff member who asked for an adjustment cannot approve or reject it
  'own_adjustment',
  // a bonus adjustment takes money: a bonus only gives (take it back as a correction)
  'bonus_adjustment_debit',
  // approving an adjustment for a player with a risk tag without confirming it; param `tags`
  'risk_tags_unconfirmed',
  // a report whose `to` date is before its `from` date
  'report_range_invalid',
  // a report of more periods than REPORT_MAX_PERIODS (contract/operator/reports.ts): choose a coarser
  // granularity or a shorter range
  'report_range_too_long',
  // admin/protection/lift_exclusion: the player has no indefinite self-exclusion under review
  'exclusion_review_not_requested',
  // admin/protection/lift_exclusion before the review's days have passed; param `grantableAt`
  'exclusion_review_too_early',
] as const;

export const ERROR_CODES = [
  ...PLAYER_ERROR_CODES,
  ...PROTOCOL_ERROR_CODES,
  ...STAFF_ERROR_CODES,
] as const;

export type PlayerErrorCode = (typeof PLAYER_ERROR_CODES)[number];
export type ProtocolErrorCode = (typeof PROTOCOL_ERROR_CODES)[number];
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];
export type ErrorCode = PlayerErrorCode | ProtocolErrorCode | StaffErrorCode;

/** The body of every refused call: `status` as the spec reads it, a code, and per-field codes. */
export interface ErrorBody {
  status: 0;
  code: ErrorCode;
  errors?: Record<string, ErrorCode>;
  /** Values a message needs, e.g. the balance for `min_value`. */
  params?: Record<string, string | number>;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
