// Who on the staff may do what. Each operator call names one permission (contract/call.ts);
// a role is a set of permissions; a staff member holds one or more roles and may make a call
// when any of them grants its permission. docs/operations.md shows the same table.

export const STAFF_ROLES = ['support', 'payments', 'risk', 'content', 'trading', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  // every staff member's own session: verify a code, list and end their sessions
  'session.own',
  'players.read',
  // notes and tags on a player
  'players.annotate',
  // block and unblock a player's sign-in
  'players.block',
  // request, approve and reject balance adjustments (a second member approves large ones)
  'players.adjust',
  // lift an indefinite self-exclusion after its review (Malta, docs/player-protection.md)
  'protection.lift_exclusion',
  // read the requests for that review waiting across players
  'protection.read',
  'withdrawals.read',
  'withdrawals.pay',
  'ledger.check',
  'content.read',
  'content.write',
  'push.send',
  'settings.write',
  'sports.trade',
  'sports.limits',
  'live.moderate',
  'live.read',
  'reports.read',
  'audit.read',
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  support: [
    'session.own',
    'players.read',
    'players.annotate',
    'withdrawals.read',
    'content.read',
    'live.moderate',
    'live.read',
  ],
  payments: [
    'session.own',
    'players.read',
    'players.annotate',
    'players.adjust',
    'withdrawals.read',
    'withdrawals.pay',
    'ledger.check',
    'reports.read',
  ],
  risk: [
    'session.own',
    'players.read',
    'players.annotate',
    'players.block',
    'protection.lift_exclusion',
    'protection.read',
    'withdrawals.read',
    'ledger.check',
    'settings.write',
    'sports.limits',
    'live.moderate',
    'live.read',
    'reports.read',
    'audit.read',
  ],
  content: ['session.own', 'content.read', 'content.write', 'push.send'],
  trading: ['session.own', 'players.read', 'sports.trade', 'sports.limits'],
  admin: PERMISSIONS,
};

export function rolesGrant(roles: readonly StaffRole[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** How long a TOTP code entered (at sign-in or through admin/auth/verify_totp) lets a stepUp call through. */
export const STEP_UP_SECONDS = 5 * 60;
