import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { USER_MENU } from '../../../contract/constants';
import { registerModal } from '../../lib/modal-registry';
import { LayoutShell, NotFoundInShell } from './-components/layout-shell';
import { accountCatalogue } from '../../i18n/account';

// the login modal (a visitor asks for it: sidebar, profile menu, guards), its own chunk: a first
// load that never logs in does not fetch its code. Each modal here draws the account area's
// messages (src/i18n/account.ts): they load with its code, at the same time.
registerModal(
  'login',
  () => import('../../features/auth/components/login-modal').then((module) => module.LoginModal),
  msg`Iniciar sesión`,
  accountCatalogue,
);

// the modals the sidebar opens by number (user menu) or name (contact)
registerModal(
  USER_MENU.betList,
  () =>
    import('../../features/account/components/bet-list-modal').then(
      (module) => module.BetListModal,
    ),
  msg`Historial de apuestas`,
  accountCatalogue,
);
registerModal(
  USER_MENU.personalDetails,
  () =>
    import('../../features/account/components/profile-modal').then((module) => module.ProfileModal),
  msg`Datos personales`,
  accountCatalogue,
);
registerModal(
  USER_MENU.deposit,
  () => import('./-components/deposit-with-limits').then((module) => module.DepositWithLimits),
  msg`Depositar`,
  accountCatalogue,
);
registerModal(
  USER_MENU.withdraw,
  () =>
    import('../../features/account/components/withdraw-modal').then(
      (module) => module.WithdrawModal,
    ),
  msg`Retirar`,
  accountCatalogue,
);
registerModal(
  USER_MENU.transactionList,
  () =>
    import('../../features/account/components/transaction-list-modal').then(
      (module) => module.TransactionListModal,
    ),
  msg`Transacciones`,
  accountCatalogue,
);
registerModal(
  USER_MENU.changePassword,
  () =>
    import('../../features/account/components/change-password-modal').then(
      (module) => module.ChangePasswordModal,
    ),
  msg`Cambiar contraseña`,
  accountCatalogue,
);
registerModal(
  'security',
  () =>
    import('../../features/security/components/security-panel').then(
      (module) => module.SecurityPanel,
    ),
  msg`Seguridad`,
  accountCatalogue,
);
registerModal(
  'contact',
  () =>
    import('../../features/account/components/contact-modal').then((module) => module.ContactModal),
  msg`Contacto`,
  accountCatalogue,
);

/** The default layout: sidebar, slider, footer, bottom navigation, cookie banner, modals, toasts. */
export const Route = createFileRoute('/{-$locale}/_layout')({
  component: LayoutRoute,
  notFoundComponent: NotFoundInShell,
});

function LayoutRoute() {
  return <LayoutShell />;
}
