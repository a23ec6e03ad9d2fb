import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { areasFor } from '../../../lib/areas';
import { refusedAreaOf } from '../../../lib/refused-area';
import { signOut } from '../../../lib/sign-out';
import { useStaffSession } from '../../../lib/staff-session';
import { AreasNav } from './areas-nav';

/** The areas the staff member's roles permit, their name, the language and sign-out. */
export function AppLayout() {
  const { i18n } = useLingui();
  const session = useStaffSession();
  const navigate = useNavigate();
  const refused = refusedAreaOf(useLocation({ select: (location) => location.state }));
  if (!session) return null;
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        <Trans>Saltar al contenido</Trans>
      </a>
      <header className="layout__header">
        <p className="brand">Back-office</p>
        <AreasNav areas={areasFor(session.staff.roles)} />
        <div className="layout__account">
          <span className="layout__who">{session.staff.username}</span>
          <LanguageSwitch />
          <button
            type="button"
            onClick={async () => {
              await signOut();
              await navigate({ to: '/sign-in' });
            }}
          >
            <Trans>Cerrar sesión</Trans>
          </button>
        </div>
      </header>
      <main id="main" className="layout__main" tabIndex={-1}>
        <p role="status" className="notice notice--warning">
          {refused && (
            <Trans>
              Tu función no permite abrir el área «{i18n._(refused.label)}»: te hemos traído a la
              primera que puedes abrir.
            </Trans>
          )}
        </p>
        <Outlet />
      </main>
    </div>
  );
}
