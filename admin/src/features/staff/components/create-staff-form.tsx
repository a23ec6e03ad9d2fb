import { Trans, useLingui } from '@lingui/react/macro';
import { useNotice } from '../../../lib/notice';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { StaffRole } from '../../../../../contract/staff-roles';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/error-messages';
import { useCreateStaff } from '../api/staff-queries';
import { RoleCheckboxes } from './role-checkboxes';
import { Field } from '../../../components/field';

/** A new staff member: they enrol their TOTP at their first sign-in. */
export function CreateStaffForm() {
  const { i18n } = useLingui();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [notice, setNotice] = useNotice();
  const create = useCreateStaff();
  return (
    <form
      className="stack card"
      aria-labelledby="create-staff-title"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { username, password, roles },
          {
            onSuccess: () => {
              setNotice((i18n) =>
                i18n._(msg`${username} creado: configurará su código al iniciar sesión`),
              );
              setUsername('');
              setPassword('');
              setRoles([]);
            },
          },
        );
      }}
    >
      <h2 id="create-staff-title">
        <Trans>Nuevo miembro del personal</Trans>
      </h2>
      <div className="field-row">
        <Field label={<Trans>Usuario</Trans>}>
          {(id) => (
            <input
              id={id}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              autoComplete="off"
              required
            />
          )}
        </Field>
        <Field label={<Trans>Contraseña inicial</Trans>}>
          {(id) => (
            <input
              id={id}
              type="password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="new-password"
              required
            />
          )}
        </Field>
      </div>
      <RoleCheckboxes legend={<Trans>Roles</Trans>} roles={roles} onChange={setRoles} />
      <FormError message={create.error && errorMessage(i18n, create.error)} />
      <p role="status" className="notice">
        {notice?.(i18n)}
      </p>
      <div className="actions">
        <button type="submit" className="primary" disabled={create.isPending || roles.length === 0}>
          <Trans>Crear</Trans>
        </button>
      </div>
    </form>
  );
}
