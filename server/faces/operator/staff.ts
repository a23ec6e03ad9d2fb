import type { Hono } from 'hono';
import {
  staffCreate,
  staffDisable,
  staffList,
  staffSetRoles,
} from '../../../contract/operator/staff';
import { ApiError, fieldError, notFound } from '../../http/api-error';
import { bindOperatorCall } from './bind';
import type { AppDeps } from '../../deps';
import { hashPassword } from '../../modules/identity/auth/passwords';
import { recordAudit } from '../../modules/identity/staff/audit';
import {
  disableStaff,
  insertStaff,
  listStaff,
  lockStaff,
  toStaffMember,
  updateStaffRoles,
} from '../../modules/identity/staff/repository';

/** Staff accounts, for role admin (`staff.manage`). */
export function registerOperatorStaffCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindOperatorCall(app, deps, staffCreate, async ({ input, staff, ip }) => {
    const passwordHash = await hashPassword(input.password);
    const created = await db.transaction(async (tx) => {
      const row = await insertStaff(tx, {
        username: input.username,
        passwordHash,
        roles: input.roles,
      });
      if (!row) throw fieldError('username', 'username_duplicated');
      const member = toStaffMember(row);
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: staffCreate.path,
          target: `staff:${row.id}`,
          after: member,
        },
      );
      return member;
    });
    return { status: 1, staff: created };
  });

  bindOperatorCall(app, deps, staffList, async () => ({
    status: 1,
    staff: (await listStaff(db)).map(toStaffMember),
  }));

  bindOperatorCall(app, deps, staffSetRoles, async ({ input, staff, ip }) => {
    // an admin cannot take the admin role from themselves: someone must be left to manage staff
    if (input.staffId === staff.staffId && !input.roles.includes('admin'))
      throw new ApiError(400, 'own_staff_account');
    const changed = await db.transaction(async (tx) => {
      const before = await lockStaff(tx, input.staffId);
      if (!before) throw notFound();
      const after = await updateStaffRoles(tx, input.staffId, input.roles);
      if (!after) throw notFound();
      const member = toStaffMember(after);
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: staffSetRoles.path,
          target: `staff:${input.staffId}`,
          before: { roles: before.roles },
          after: { roles: member.roles },
        },
      );
      return member;
    });
    return { status: 1, staff: changed };
  });

  bindOperatorCall(app, deps, staffDisable, async ({ input, staff, ip }) => {
    if (input.staffId === staff.staffId) throw new ApiError(400, 'own_staff_account');
    const disabled = await db.transaction(async (tx) => {
      const before = await lockStaff(tx, input.staffId);
      if (!before) throw notFound();
      const after = await disableStaff(tx, input.staffId);
      if (!after) throw notFound();
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: staffDisable.path,
          target: `staff:${input.staffId}`,
          before: { disabled: before.disabled_at !== null },
          after: { disabled: true },
        },
      );
      return toStaffMember(after);
    });
    return { status: 1, staff: disabled };
  });
}
