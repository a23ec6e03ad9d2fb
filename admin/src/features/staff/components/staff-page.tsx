import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/error-messages';
import { formatDateTime } from '../../../lib/format';
import { useStaffSession, type StaffMember } from '../../../lib/staff-session';
import { staffQueries, useDisableStaff, useSetStaffRoles } from '../api/staff-queries';
import { CreateStaffForm } from './create-staff-form';
import { RoleCheckboxes } from './role-checkboxes';
import { ROLE_NAMES } from './role-names';

/** The staff: who holds which roles; an admin creates members, changes roles and disables them. */
export function StaffPage() {
  const { i18n, t } = useLingui();
  const { data: staff } = useSuspenseQuery(staffQueries.list());
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const disable = useDisableStaff();
  // nobody disables themselves or drops their own admin role (the server refuses it too)
  const ownId = useStaffSession()?.staff.id;
  return (
    <section className="stack">
      <h1>
        <Trans>Personal</Trans>
      </h1>
      <CreateStaffForm />
      <FormError message={disable.error && errorMessage(i18n, disable.error)} />
      <DataTable<StaffMember>
        caption={t`Personal`}
        rows={staff}
        rowKey={(member) => member.id}
        empty={<Trans>Nadie todavía.</Trans>}
        columns={[
          { id: 'username', header: t`Usuario`, cell: (member) => member.username },
          {
            id: 'roles',
            header: t`Roles`,
            cell: (member) => member.roles.map((role) => i18n._(ROLE_NAMES[role])).join(', '),
          },
          {
            id: 'totp',
            header: t`Código`,
            cell: (member) => (member.totpEnabled ? t`Configurado` : t`Pendiente`),
          },
          {
            id: 'state',
            header: t`Estado`,
            cell: (member) => (member.disabled ? t`Desactivado` : t`Activo`),
          },
          {
            id: 'created',
            header: t`Alta`,
            cell: (member) => formatDateTime(member.createdAt, i18n.locale),
          },
          {
            id: 'actions',
            header: t`Acciones`,
            cell: (member) =>
              !member.disabled &&
              member.id !== ownId && (
                <div className="row-actions">
                  <button type="button" onClick={() => setEditing(member)}>
                    <Trans>Roles</Trans>
                    <span className="visually-hidden"> {member.username}</span>
                  </button>
                  <button
                    type="button"
                    className="danger"
                    disabled={disable.isPending}
                    onClick={() => {
                      if (window.confirm(t`¿Desactivar a ${member.username}?`))
                        disable.mutate(member.id);
                    }}
                  >
                    <Trans>Desactivar</Trans>
                    <span className="visually-hidden"> {member.username}</span>
                  </button>
                </div>
              ),
          },
        ]}
      />
      {editing && <RolesDialog member={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

function RolesDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const { i18n } = useLingui();
  const [roles, setRoles] = useState(member.roles);
  const setStaffRoles = useSetStaffRoles();
  return (
    <Modal title={<Trans>Roles de {member.username}</Trans>} onClose={onClose}>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          setStaffRoles.mutate({ staffId: member.id, roles }, { onSuccess: onClose });
        }}
      >
        <RoleCheckboxes legend={<Trans>Roles</Trans>} roles={roles} onChange={setRoles} />
        <FormError message={setStaffRoles.error && errorMessage(i18n, setStaffRoles.error)} />
        <div className="actions">
          <button type="button" onClick={onClose}>
            <Trans>Cancelar</Trans>
          </button>
          <button
            type="submit"
            className="primary"
            disabled={setStaffRoles.isPending || roles.length === 0}
          >
            <Trans>Guardar</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
