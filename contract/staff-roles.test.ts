import { describe, expect, it } from 'vitest';
import { api } from './api';
import type { Call } from './call';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES, rolesGrant } from './staff-roles';

const calls = Object.entries(api) as [string, Call][];
const staffCalls = calls.filter(([, call]) => call.auth === 'staff');

describe('staff permissions in the contract', () => {
  it.each(staffCalls)('%s names a known permission', (_, call) => {
    expect(PERMISSIONS).toContain(call.permission);
  });

  it('gives a permission or a step-up only to staff calls', () => {
    const strays = calls.filter(
      ([, call]) => call.auth !== 'staff' && (call.permission || call.stepUp),
    );
    expect(strays.map(([name]) => name)).toEqual([]);
  });

  it('puts every operator path behind a staff token, sign-in aside', () => {
    const open = calls.filter(
      ([, call]) => call.path.startsWith('admin/') && call.auth !== 'staff',
    );
    expect(open.map(([, call]) => call.path).sort()).toEqual([
      'admin/auth/enrol_totp',
      'admin/auth/login',
    ]);
  });

  it('asks a fresh code for the calls that move money or change access', () => {
    const stepUp = staffCalls.filter(([, call]) => call.stepUp).map(([, call]) => call.path);
    expect(stepUp.sort()).toEqual(
      [
        'admin/complete_withdrawal',
        'admin/reject_withdrawal',
        'admin/sports/settle_market',
        'admin/sports/cancel_market',
        'admin/sports/rollback_settlement',
        'admin/sports/rollback_cancel',
        'admin/sports/set_stake_factor',
        'admin/live_chat_mute',
        'admin/live_chat_unmute',
        'admin/update_setting',
        'admin/staff/create',
        'admin/staff/set_roles',
        'admin/staff/disable',
        'admin/players/block',
        'admin/players/unblock',
        'admin/players/adjust_balance',
        'admin/players/approve_adjustment',
        'admin/players/reject_adjustment',
        'admin/players/get_pending_adjustments',
        'admin/protection/lift_exclusion',
      ].sort(),
    );
  });

  it('lets admin do everything and every role use its own session', () => {
    for (const permission of PERMISSIONS) expect(rolesGrant(['admin'], permission)).toBe(true);
    for (const role of STAFF_ROLES) expect(ROLE_PERMISSIONS[role]).toContain('session.own');
  });

  it('grants every permission some call needs', () => {
    const needed = new Set(staffCalls.map(([, call]) => call.permission));
    expect(PERMISSIONS.filter((permission) => !needed.has(permission))).toEqual([]);
  });
});
