import type { Permission } from '../../../contract/staff-roles';
import { AREAS, type Area } from './areas';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The area a guard turned the member away from, which the page they land on names. */
    refusedArea?: Area['path'];
  }
}

/** The area that needs `permission`, named in the notice of a member turned away from it. */
export function areaOfPermission(permission: Permission): Area | undefined {
  return AREAS.find((area) => area.permission === permission);
}

/** The area named by a history entry's `refusedArea`, if it is one. */
export function refusedAreaOf(state: { refusedArea?: string } | undefined): Area | undefined {
  return AREAS.find((area) => area.path === state?.refusedArea);
}
