import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { STAFF_ROLES, type StaffRole } from '../../../../../contract/staff-roles';
import { ROLE_NAMES } from './role-names';

/** The roles as checkboxes in a named group. */
export function RoleCheckboxes({
  legend,
  roles,
  onChange,
}: {
  legend: ReactNode;
  roles: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div className="checkbox-group">
        {STAFF_ROLES.map((role) => (
          <label key={role} className="checkbox">
            <input
              type="checkbox"
              checked={roles.includes(role)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? [...roles, role]
                    : roles.filter((each) => each !== role),
                )
              }
            />
            {i18n._(ROLE_NAMES[role])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
