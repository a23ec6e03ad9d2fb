import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { areasFor } from '../../../lib/areas';
import { signOut } from '../../../lib/sign-out';
import { useStaffSession } from '../../../lib/staff-session';

/** The areas the staff member's roles permit, their name, the language and sign-out. */
export function AppLayout() {
  const { i18n, t } = useLingui();
  const session = useStaffSession();
  const navigate = useNavigate();
  if (!session) return null;
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        <Trans>Saltar al contenido</Trans>
      </a>
      <header className="layout__header">
        <p className="brand">Back-office</p>
        <nav aria-label={t`Áreas`} className="layout__nav">
          <ul>
            {areasFor(session.staff.roles).map((area) => (
              <li key={area.path}>
                <Link to={area.path} activeProps={{ 'aria-current': 'page' }}>
                  {i18n._(area.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
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
        <Outlet />
      </main>
    </div>
  );
}
