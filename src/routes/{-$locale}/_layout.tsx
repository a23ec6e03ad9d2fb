import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { USER_MENU } from '../../../contract/constants';
import { UpdatePrompt } from '../../components/update-prompt';
import {
  openRegisteredModal,
  preloadRegisteredModals,
  registerModal,
} from '../../lib/modal-registry';
import { DefaultLayout } from '../../features/layout/components/default-layout';
import { SessionClock } from '../../features/protection/components/session-clock';
import { SessionWatch } from '../../features/protection/components/session-watch';
import { useLiveUpdates } from '../../app/live-updates';
import { reloadPlayerOnSignIn, usePlayer } from '../../lib/player-queries';
import { accountCatalogue } from '../../i18n/account';
import { ui } from '../../stores/ui-store';

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
});

function LayoutRoute() {
  const queryClient = useQueryClient();
  const isLoginRequested = ui.useStore((state) => state.isLoginRequested);
  const playerId = usePlayer()?.id;
  useLiveUpdates(playerId);

  useEffect(() => {
    // withdrawals queued offline are sent when the device can reach the server
    if (playerId === undefined) return;
    let stop: (() => void) | undefined;
    let isCurrent = true;
    // the queue's own chunk too: logout imports it, perhaps offline, and finds it loaded
    void Promise.all([
      import('../../lib/withdrawal-queue'),
      import('../../features/account/api/queued-withdrawal-answers'),
    ]).then(([, answers]) => {
      if (isCurrent) stop = answers.runWithdrawalQueue(queryClient, playerId);
    });
    return () => {
      isCurrent = false;
      stop?.();
    };
  }, [playerId, queryClient]);

  // logging in (the session store's token appears) loads the player and the balance
  useEffect(() => reloadPlayerOnSignIn(queryClient), [queryClient]);

  useEffect(() => {
    // a signed-in player will open the account modals: fetch their code while the browser is idle
    if (playerId !== undefined) preloadRegisteredModals();
  }, [playerId]);

  useEffect(() => {
    // a login request (sidebar, profile menu, guards) opens the login modal once the layout is here
    if (!isLoginRequested) return;
    ui.set({ isLoginRequested: false });
    openRegisteredModal('login');
  }, [isLoginRequested]);

  return (
    <>
      <DefaultLayout
        accountExtra={playerId !== undefined && <SessionClock playerId={playerId} />}
      />
      {/* the reality check and the session time limit, once for the whole app */}
      {playerId !== undefined && <SessionWatch playerId={playerId} />}
      <UpdatePrompt
        onReload={() => void import('../../app/service-worker').then((sw) => sw.applyUpdate())}
      />
    </>
  );
}
