import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { rolesGrant, type Permission, type StaffRole } from '../../../contract/staff-roles';

export interface Area {
  path:
    | '/withdrawals'
    | '/players'
    | '/adjustments'
    | '/exclusion-reviews'
    | '/content'
    | '/push'
    | '/audit'
    | '/staff'
    | '/reports'
    | '/trading'
    | '/sports-limits'
    | '/live'
    | '/settings'
    | '/sessions';
  /** What a role must grant to see the area (the calls it reads with). */
  permission: Permission;
  label: MessageDescriptor;
}

/** The back-office's areas, in the navigation's order. */
export const AREAS: readonly Area[] = [
  { path: '/withdrawals', permission: 'withdrawals.read', label: msg`Retiros` },
  { path: '/players', permission: 'players.read', label: msg`Jugadores` },
  { path: '/adjustments', permission: 'players.adjust', label: msg`Ajustes pendientes` },
  {
    path: '/exclusion-reviews',
    permission: 'protection.read',
    label: msg`Revisiones de autoexclusión`,
  },
  { path: '/content', permission: 'content.read', label: msg`Contenido` },
  { path: '/push', permission: 'push.send', label: msg`Notificaciones` },
  { path: '/audit', permission: 'audit.read', label: msg`Auditoría` },
  { path: '/staff', permission: 'staff.manage', label: msg`Personal` },
  { path: '/reports', permission: 'reports.read', label: msg`Informes` },
  { path: '/trading', permission: 'sports.trade', label: msg`Trading` },
  { path: '/sports-limits', permission: 'sports.limits', label: msg`Límites deportivos` },
  { path: '/live', permission: 'live.read', label: msg`Mesas en vivo` },
  { path: '/settings', permission: 'settings.write', label: msg`Ajustes` },
  { path: '/sessions', permission: 'session.own', label: msg`Mis sesiones` },
];

/** The areas a staff member with `roles` may open. */
export function areasFor(roles: readonly StaffRole[]): Area[] {
  return AREAS.filter((area) => rolesGrant(roles, area.permission));
}
