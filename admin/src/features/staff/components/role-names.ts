import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '../../../../../contract/staff-roles';

export const ROLE_NAMES: Record<StaffRole, MessageDescriptor> = {
  support: msg`Soporte`,
  payments: msg`Pagos`,
  risk: msg`Riesgo`,
  content: msg`Contenido`,
  trading: msg`Trading`,
  admin: msg`Administración`,
};
