// The kinds of entry the audit log holds (docs/operations.md "The audit log"): an operator call's
// path for what staff did, and a `sign_in_failed/…` name for each way a staff sign-in fails. The
// back-office names each kind in words; an entry of a kind not listed shows its raw name.

/** Why a staff sign-in was refused, as its audit entry records it. */
export const SIGN_IN_FAILURES = [
  'sign_in_failed/unknown_username',
  'sign_in_failed/wrong_password',
  'sign_in_failed/account_disabled',
  'sign_in_failed/missing_code',
  'sign_in_failed/wrong_code',
  'sign_in_failed/account_locked',
  'sign_in_failed/address_blocked',
] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

export const AUDIT_ACTIONS = [
  'admin/auth/login',
  'admin/auth/enrol_totp',
  'admin/auth/logout',
  'admin/auth/revoke_session',
  ...SIGN_IN_FAILURES,
  'admin/staff/create',
  'admin/staff/set_roles',
  'admin/staff/disable',
  'admin/export_audit_log',
  'admin/complete_withdrawal',
  'admin/reject_withdrawal',
  'admin/export_pending_withdrawals',
  'admin/players/add_note',
  'admin/players/set_tags',
  'admin/players/block',
  'admin/players/unblock',
  'admin/players/adjust_balance',
  'admin/players/approve_adjustment',
  'admin/players/reject_adjustment',
  'admin/protection/lift_exclusion',
  'admin/sports/suspend_market',
  'admin/sports/resume_market',
  'admin/sports/settle_market',
  'admin/sports/cancel_market',
  'admin/sports/rollback_settlement',
  'admin/sports/rollback_cancel',
  'admin/sports/set_stake_limits',
  'admin/sports/set_book_limits',
  'admin/sports/set_stake_factor',
  'admin/live_chat_mute',
  'admin/live_chat_unmute',
  'admin/push_broadcast',
  'admin/create_site_content',
  'admin/update_template',
  'admin/remove_site_content',
  'admin/update_setting',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}
